import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { surveyAnswers, surveyOptions, surveyQuestions, users } from '../../db/schema';

export interface SurveyOptionRow {
  questionKey: string;
  key: string;
  title: string;
}

export function createSurveyRepository(db: Database) {
  return {
    async options(): Promise<SurveyOptionRow[]> {
      return db
        .select({ questionKey: surveyOptions.questionKey, key: surveyOptions.key, title: surveyOptions.title })
        .from(surveyOptions)
        .orderBy(asc(surveyOptions.questionKey), asc(surveyOptions.position));
    },

    async questionKinds(): Promise<Map<string, string>> {
      const rows = await db.select({ key: surveyQuestions.key, kind: surveyQuestions.kind }).from(surveyQuestions);
      return new Map(rows.map((r) => [r.key, r.kind]));
    },

    async answers(userId: number): Promise<Array<{ questionKey: string; value: string }>> {
      return db
        .select({ questionKey: surveyAnswers.questionKey, value: surveyAnswers.value })
        .from(surveyAnswers)
        .where(eq(surveyAnswers.userId, userId))
        .orderBy(asc(surveyAnswers.questionKey), asc(surveyAnswers.position));
    },

    /** Replaces all answers of the user at once and stops offering the questionnaire. */
    async save(userId: number, answers: Array<{ questionKey: string; values: string[] }>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(surveyAnswers).where(and(eq(surveyAnswers.userId, userId)));
        const rows = answers.flatMap((a) =>
          a.values.map((value, position) => ({ userId, questionKey: a.questionKey, value, position })),
        );
        if (rows.length) await tx.insert(surveyAnswers).values(rows);
        await tx
          .update(users)
          .set({ doShowSurvey: false, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
      });
    },
  };
}
export type SurveyRepository = ReturnType<typeof createSurveyRepository>;
