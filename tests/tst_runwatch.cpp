#include "TestFiles.h"
#include "core/watch/RunWatch.h"

#include <QtTest>
#include <fstream>
#include <sstream>

using namespace tp;
using namespace tp::watch;

// A run followed against its plan (issue 36): the logs of calibrate's tools read as they grow,
// one clock from whatever the log carries, restarts, resumes, evaluation passes and stalls, and
// time and cost projected at the pace of the last intervals. Figures are checked by hand from the
// fixtures: tests/data/watch/plan-2x8-a100.json (1.8 h, 1.4-2.6 h, 100 CNY for 500 x 256 samples)
// and the Megatron-LM log of calibrate's tests (iterations 10-50 of 500, 127 s per 10 iterations).
class TestRunWatch : public QObject
{
    Q_OBJECT

private:
    static std::string fixture(const std::string &name) { return tp::test::fixture(name); }

    // The fixture plan with `edit` applied to its JSON.
    static WatchPlans plans(std::size_t candidate = 0,
                            const std::function<void(nlohmann::json &)> &edit = nullptr)
    {
        nlohmann::json plan = nlohmann::json::parse(fixture("watch/plan-2x8-a100.json"));
        if (edit)
            edit(plan);
        Checked<WatchPlans> r = readWatchPlan(plan.dump(), "plan.json", candidate);
        if (!r.ok())
            qFatal("%s", r.problems.front().toString().c_str());
        return *r.value;
    }

    // Feeds `text` to a reader and a watch at once (a log copied from a run, or replayed).
    static RunWatch watchText(const std::string &text, WatchPlans p, double arrival = 1000)
    {
        RunWatch w(std::move(p));
        ProgressReader reader;
        for (const ProgressEvent &e : reader.feed(text))
            w.add(e, arrival);
        for (const ProgressEvent &e : reader.finish())
            w.add(e, arrival);
        return w;
    }

    static std::string megatronLine(const std::string &time, int iteration, double ms)
    {
        return " [2026-11-30 " + time + ".000000] iteration " + std::to_string(iteration) +
               "/     500 | consumed samples: " + std::to_string(iteration * 256) +
               " | elapsed time per iteration (ms): " + QByteArray::number(ms).toStdString() +
               " | global batch size:   256 | lm loss: 9.0 |\n";
    }

    static bool hasNote(const WatchStatus &s, const std::string &code)
    {
        for (const WatchNote &n : s.notes)
            if (n.code == code)
                return true;
        return false;
    }

private slots:
    void timestampsGiveThePaceAndTheProjection()
    {
        const std::string log = fixture("run-logs/megatron/megatron.log");
        RunWatch w = watchText(log, plans());
        const WatchStatus s = w.status(1000);
        QVERIFY(s.started);
        QVERIFY(!s.ended);
        QCOMPARE(s.timeSource, std::string("timestamps"));
        QCOMPARE(s.step.value_or(0), 50.0);
        QCOMPARE(s.totalSteps.value_or(0), 500.0); // train_iters of the arguments
        QCOMPARE(s.fraction, 0.1);
        // 40 iterations x 256 samples in 508 s (11:00:00 to 11:08:28)
        QVERIFY(s.speedNow);
        QVERIFY(qAbs(*s.speedNow - 40 * 256 / 508.0) < 1e-6);
        // 450 x 256 samples to go at that pace
        QVERIFY(qAbs(*s.etaHours - 450 * 256 / (40 * 256 / 508.0) / 3600) < 1e-6);
        // the run began 10 iterations of 19.87 s before its first logged line
        QVERIFY(qAbs(s.elapsedHours - (508 + 198.734) / 3600) < 1e-6);
        const double projected = s.elapsedHours + *s.etaHours; // 1.78 h: inside 1.4-2.6 h
        QCOMPARE(s.verdict, std::string("on-track"));
        QVERIFY(!s.beyond);
        QVERIFY(qAbs(*s.costSoFar - 100 * s.elapsedHours / 1.8) < 1e-6);
        QVERIFY(qAbs(*s.costProjected - 100 * projected / 1.8) < 1e-6);
        QCOMPARE(*s.costPlanned, 100.0);
        QVERIFY(s.plannedFraction > 0.10 && s.plannedFraction < 0.11); // 0.196 h of 1.8 h
        QCOMPARE(w.history().size(), std::size_t(5));
        const nlohmann::json j = toJson(s);
        QCOMPARE(j["verdict"]["code"].get<std::string>(), std::string("on-track"));
        QCOMPARE(j["progress"]["fraction"].get<double>(), 0.1);
        QVERIFY(statusLine(s).find("10.0% (step 50 of 500)") != std::string::npos);
    }

    void projectionsBeyondTheDeadlineOrBudgetAreSaid()
    {
        const std::string log = fixture("run-logs/megatron/megatron.log");
        const WatchStatus late =
            watchText(log, plans(0, [](nlohmann::json &p) { p["job"]["budget"]["deadline_hours"] = 1.5; }))
                .status(1000);
        QCOMPARE(late.verdict, std::string("beyond-deadline"));
        QVERIFY(late.beyond);
        QVERIFY(late.verdictMessage.find("past the 1.5 h deadline") != std::string::npos);
        const WatchStatus dear =
            watchText(log, plans(0, [](nlohmann::json &p) { p["job"]["budget"]["max_cost"] = 80; }))
                .status(1000);
        QCOMPARE(dear.verdict, std::string("beyond-budget"));
        QVERIFY(dear.verdictMessage.find("over the 80.00 CNY budget") != std::string::npos);
        // slower than the plan's slow end, yet within the limits
        const WatchStatus slow = watchText(log, plans(0,
                                                      [](nlohmann::json &p) {
                                                          p["candidates"][0]["time_hours"] = 1.0;
                                                          p["candidates"][0]["time_hours_range"] = {0.8, 1.2};
                                                      }))
                                     .status(1000);
        QCOMPARE(slow.verdict, std::string("behind"));
        QVERIFY(!slow.beyond);
    }

    void aRunBeyondItsLimitsIsOfferedAWayBack()
    {
        // ten epochs of 12,800 samples, a 1.5 h deadline: at 20.2 samples/s the run needs 1.78 h
        WatchPlans p = plans(0, [](nlohmann::json &plan) {
            plan["job"]["data"] = {{"samples_per_epoch", 12800}, {"epochs", 10}, {"total_samples", 128000}};
            plan["job"]["budget"]["deadline_hours"] = 1.5;
            nlohmann::json big = plan["candidates"][0];
            big["nodes"] = 4;
            big["recommended"] = false;
            big["time_hours"] = 0.95;
            big["time_hours_range"] = {0.8, 1.3};
            big["cost_total"] = 110.0;
            big["cost_breakdown"]["compute"] = 108.0;
            plan["candidates"].push_back(big);
        });
        const std::string log = fixture("run-logs/megatron/megatron.log");
        RunWatch w = watchText(log, p);
        const WatchStatus s = w.status(1000);
        QCOMPARE(s.verdict, std::string("beyond-deadline"));
        const std::vector<WatchRescue> ways = w.rescues(s);
        QCOMPARE(ways.size(), std::size_t(2)); // the 8-GPU candidate is slower still
        QVERIFY(ways[0].kind == WatchRescue::Kind::FewerEpochs);
        QCOMPARE(ways[0].epochs, 8.0);
        const double pace = 40 * 256 / 508.0;
        QVERIFY(qAbs(ways[0].hours - (s.elapsedHours + (8 * 12800 - 50 * 256) / pace / 3600)) < 1e-6);
        QVERIFY(ways[1].kind == WatchRescue::Kind::OtherCandidate);
        QCOMPARE(ways[1].candidate, std::size_t(3));
        // 0.9 of the 32-GPU candidate's 0.95 h, at this run's pace against its plan (1.02x)
        const double rest = 0.95 * 0.9 / (pace / (128000 / (1.8 * 3600)));
        QVERIFY(qAbs(ways[1].hours - (s.elapsedHours + rest)) < 1e-6);
        QVERIFY(qAbs(*ways[1].cost - (*s.costSoFar + 110 * rest / 0.95)) < 1e-6);
        // within its limits, nothing is offered
        QVERIFY(watchText(log, plans()).rescues(watchText(log, plans()).status(1000)).empty());
    }

    void aResumedRunCountsWhatWasTrainedAgain()
    {
        // 40 iterations, a crash, the job started again from the checkpoint of iteration 20
        std::string log = megatronLine("11:00:00", 10, 12700) + megatronLine("11:02:07", 20, 12700) +
                          megatronLine("11:04:14", 30, 12700) + megatronLine("11:06:21", 40, 12700) +
                          "------------------------ arguments ------------------------\n" +
                          megatronLine("11:30:00", 30, 12700) + megatronLine("11:32:07", 40, 12700) +
                          megatronLine("11:34:14", 50, 12700);
        const WatchStatus s = watchText(log, plans()).status(1000);
        QCOMPARE(s.restarts, 1);
        QCOMPARE(s.samplesRedone, 10 * 256.0); // logged at 40, resumed below 30
        QCOMPARE(s.step.value_or(0), 50.0);
        QVERIFY(hasNote(s, "restarts"));
        // the pace is the new segment's; the time lost is in the elapsed time
        QVERIFY(qAbs(*s.speedNow - 20 * 256 / 254.0) < 1e-6);
        QVERIFY(s.elapsedHours > (34 * 60 + 14) / 3600.0);
        // a run started again from the beginning in the same file
        std::string again = megatronLine("11:00:00", 10, 12700) + megatronLine("11:02:07", 20, 12700) +
                            megatronLine("12:00:00", 1, 12700) + megatronLine("12:02:07", 11, 12700);
        const WatchStatus fresh = watchText(again, plans()).status(1000);
        QCOMPARE(fresh.restarts, 1);
        QVERIFY(fresh.notes.size() > 0);
        QVERIFY(hasNote(fresh, "restarts"));
        QVERIFY(toJson(fresh)["notes"].dump().find("from the beginning") != std::string::npos);
    }

    void aSpotPlanAddsTheReclaimsStillExpected()
    {
        // candidate 2 is spot: 2 reclaims of 15 min expected over the whole run, 90% of it to go
        std::string log;
        const char *times[] = {"11:00:00", "11:02:07", "11:04:14", "11:06:21", "11:08:28"};
        for (int i = 0; i < 5; ++i)
            log += megatronLine(times[i], 10 * (i + 1), 12700);
        const WatchStatus s = watchText(log, plans(2)).status(1000);
        QCOMPARE(s.comparedWith, std::size_t(2));
        const double pace = 450 * 256 / (40 * 256 / 508.0) / 3600;
        QVERIFY(qAbs(*s.etaHours - (pace + 2 * 0.9 * 0.25)) < 1e-6);
        QVERIFY(qAbs(*s.etaHighHours - (pace + 2 * 2 * 0.9 * 0.25)) < 1e-6);
    }

    void theLoggedGpusPickTheCandidateCompared()
    {
        // the log's 16 GPUs are compared with the plan's 16-GPU candidate, not the 8 of the one chosen
        const std::string log = fixture("run-logs/megatron/megatron.log");
        const WatchStatus s = watchText(log, plans(2)).status(1000);
        QCOMPARE(s.comparedWith, std::size_t(1));
        QVERIFY(hasNote(s, "other-hardware"));
        QVERIFY(toJson(s)["notes"].dump().find("compared with candidate 1") != std::string::npos);
    }

    void otherHardwareWithoutACandidateIsScaled()
    {
        const std::string log = fixture("run-logs/megatron/megatron.log");
        const WatchStatus s = watchText(log, plans(0,
                                                   [](nlohmann::json &p) {
                                                       p["candidates"][0]["nodes"] = 4; // 32 GPUs planned
                                                       p["candidates"].erase(1);
                                                   }))
                                  .status(1000);
        QVERIFY(hasNote(s, "other-hardware-scaled"));
        QCOMPARE(s.trainSpeedPlanned, 21.0 * 16 / 32);
    }

    void trainerOutputWithBarsAndAnEvaluation()
    {
        // the Trainer's banner, its tqdm bar (elapsed and s/it), an evaluation with its own bar
        const std::string log =
            "[INFO|trainer.py:2414] 2026-11-30 09:12:40,118 >> ***** Running training *****\n"
            "[INFO|trainer.py:2415] 2026-11-30 09:12:40,118 >>   Num examples = 6,400\n"
            "[INFO|trainer.py:2420] 2026-11-30 09:12:40,118 >>   Total train batch size (w. parallel, "
            "distributed & accumulation) = 256\n"
            "[INFO|trainer.py:2422] 2026-11-30 09:12:40,118 >>   Total optimization steps = 25\n"
            "  0%|          | 0/25 [00:00<?, ?it/s]\r 40%|####      | 10/25 [01:40<02:30, 10.00s/it]\r"
            " 80%|########  | 20/25 [03:20<00:50, 10.00s/it]\n"
            "\r  0%|          | 0/8 [00:00<?, ?it/s]\r100%|##########| 8/8 [00:12<00:00,  0.66it/s]\n"
            "{'eval_loss': '1.2', 'eval_runtime': '12.5', 'eval_samples_per_second': '51', 'epoch': '0.8'}\n"
            "100%|##########| 25/25 [04:32<00:00, 10.90s/it]\n"
            "{'train_runtime': '272.5', 'train_samples_per_second': '23.5', 'epoch': '1.0'}\n";
        const WatchStatus s = watchText(log, plans()).status(1000);
        QVERIFY(s.ended);
        QCOMPARE(s.step.value_or(0), 25.0);
        QCOMPARE(s.totalSteps.value_or(0), 25.0); // the evaluation bar's 8 is not the run's
        QCOMPARE(s.timeSource, std::string("elapsed"));
        QCOMPARE(s.evalPasses, 1);
        QCOMPARE(s.evalSeconds, 12.5);
        QVERIFY(qAbs(s.elapsedHours - 272.5 / 3600) < 1e-6);
        QCOMPARE(s.verdict, std::string("ended-within"));
        QVERIFY(hasNote(s, "run-size-differs")); // 25 x 256 samples, the plan's 128,000
    }

    void linesWithoutTimeAreTimedByArrival()
    {
        // Trainer dict lines carry no time: the watch times them by arrival, and says so
        RunWatch w(plans());
        ProgressReader reader;
        reader.feed("[INFO|trainer.py:2422] 2026-11-30 09:12:40,118 >>   Total optimization steps = 500\n");
        for (int i = 1; i <= 5; ++i) {
            const std::string line =
                "{'loss': '1.5', 'learning_rate': '1e-4', 'epoch': '" + std::to_string(i * 0.02) + "'}\n";
            for (const ProgressEvent &e : reader.feed(line))
                w.add(e, 100.0 * i);
        }
        const WatchStatus s = w.status(500);
        QCOMPARE(s.timeSource, std::string("arrival"));
        QVERIFY(hasNote(s, "timed-by-arrival"));
        // 0.02 epochs of 128,000 samples per 100 s
        QVERIFY(s.speedNow);
        QVERIFY(qAbs(*s.speedNow - 0.02 * 128000 / 100) < 1e-6);
    }

    void aRunWithoutProgressStallsAfterTheLimit()
    {
        RunWatch w(plans());
        ProgressReader reader;
        for (const ProgressEvent &e : reader.feed(megatronLine("11:00:00", 10, 12700)))
            w.add(e, 0);
        for (const ProgressEvent &e : reader.feed(megatronLine("11:02:07", 20, 12700)))
            w.add(e, 127);
        QVERIFY(!w.status(127 + 14 * 60).stalledForSeconds);
        const WatchStatus stalled = w.status(127 + 20 * 60);
        QVERIFY(stalled.stalledForSeconds);
        QCOMPARE(*stalled.stalledForSeconds, 20 * 60.0);
        QVERIFY(stalled.stalledSinceLogTime); // the last line's own time, for "since 11:02"
        QVERIFY(hasNote(stalled, "stalled"));
        w.setStallSeconds(0);
        QVERIFY(!w.status(127 + 20 * 60).stalledForSeconds);
    }

    void trainerStateIsReadWholeAndOnlyItsNewEntriesCount()
    {
        ProgressReader reader;
        std::vector<ProgressEvent> events;
        nlohmann::json state = nlohmann::json::parse(fixture("run-logs/hf/trainer_state.json"));
        nlohmann::json partial = state;
        partial["log_history"].erase(partial["log_history"].begin() + 2, partial["log_history"].end());
        QVERIFY(reader.readDocument(partial.dump(), events));
        const std::size_t first = events.size();
        QVERIFY(reader.readDocument(state.dump(), events));
        RunWatch w(plans());
        for (const ProgressEvent &e : events)
            w.add(e, 0);
        const WatchStatus s = w.status(0);
        QVERIFY(s.ended);
        QCOMPARE(s.step.value_or(0), 50.0);
        QCOMPARE(s.totalSteps.value_or(0), 50.0); // max_steps
        QVERIFY(events.size() > first);
        QVERIFY(qAbs(s.elapsedHours - 2161.8372 / 3600) < 1e-6); // train_runtime of the last entry
        std::vector<ProgressEvent> none;
        QVERIFY(!reader.readDocument("not json", none));
        QVERIFY(!reader.readDocument("{\"global_step\": 3}", none));
    }

    void ultralyticsRowsAreEpochs()
    {
        ProgressReader reader;
        RunWatch w(plans());
        ProgressEvent epochs;
        epochs.kind = ProgressEvent::Kind::Setting;
        epochs.totalEpochs = 5;
        w.add(epochs, 0);
        for (const ProgressEvent &e : reader.feed(fixture("run-logs/ultralytics/results.csv")))
            w.add(e, 0);
        const WatchStatus s = w.status(0);
        QVERIFY(reader.format() == RunLogFormat::Ultralytics);
        QVERIFY(s.ended);
        QCOMPARE(s.epoch.value_or(0), 5.0);
        QVERIFY(qAbs(s.elapsedHours - 4765.11 / 3600) < 1e-6); // the time column of the last row
        // 8.0 numbered epochs from 0 and wrote no time column
        ProgressReader old;
        std::vector<ProgressEvent> rows = old.feed(fixture("run-logs/ultralytics-8.0/results.csv"));
        QVERIFY(rows.size() >= 2);
        QCOMPARE(rows[1].epoch.value_or(-1), 1.0);
    }

    void linesArriveInAnyPieces()
    {
        // a chunk may end anywhere, even between a carriage return and its newline
        const std::string log = fixture("run-logs/megatron/megatron.log");
        ProgressReader whole, pieces;
        const std::size_t expected = whole.feed(log).size();
        std::size_t got = 0;
        for (std::size_t i = 0; i < log.size(); i += 7)
            got += pieces.feed(log.substr(i, 7)).size();
        got += pieces.finish().size();
        QCOMPARE(got, expected);
        ProgressReader crlf;
        QCOMPARE(crlf.feed("step:  1  loss: 2 tps: 10\r").size(), std::size_t(1));
        QCOMPARE(crlf.feed("\nstep:  2  loss: 2 tps: 10\r\n").size(), std::size_t(1));
        QCOMPARE(crlf.linesRead(), std::size_t(2));
    }

    void figuresNoToolWritesAreNotBelieved()
    {
        // a corrupted line: a negative step is no position, a negative step time no speed
        ProgressReader nemo;
        QVERIFY(
            nemo.feed("Training epoch 0, iteration 3/19 | global_step: -2.5 | train_step_timing in s: 7.5\n")
                .empty());
        const std::vector<ProgressEvent> kept =
            nemo.feed("Training epoch 0, iteration 4/19 | global_step: 4 | train_step_timing in s: -7.5\n");
        QCOMPARE(kept.size(), std::size_t(1));
        QCOMPARE(kept[0].step.value_or(0), 5.0);
        QVERIFY(!kept[0].stepSeconds);
        QCOMPARE(kept[0].totalSteps.value_or(0), 20.0);
        // a world size beyond any cluster, or a fraction of a GPU, is no hardware to compare with
        for (const char *line : {"using world size: 1666666666666666666\n", "using world size: 2.5\n",
                                 "using world size: 0\n"}) {
            ProgressReader megatron;
            for (const ProgressEvent &e : megatron.feed(line))
                QVERIFY2(!e.gpus, line);
        }
        ProgressReader megatron;
        const std::vector<ProgressEvent> sixteen = megatron.feed("using world size: 16\n");
        QCOMPARE(sixteen.size(), std::size_t(1));
        QCOMPARE(sixteen[0].gpus.value_or(0), 16.0);
    }

    void timestampsAreReadWhereToolsWriteThem()
    {
        QCOMPARE(lineTimestamp("[2026-11-30 10:02:11,201] [INFO]").value_or(0),
                 lineTimestamp("2026-11-30T10:02:11.201Z").value_or(1));
        QVERIFY(qAbs(*lineTimestamp(" [1970-01-02 00:00:01.5] iteration") - 86401.5) < 1e-9);
        QVERIFY(!lineTimestamp("iteration 10/500"));
        QVERIFY(!lineTimestamp("2026-13-30 10:02:11 bad month"));
    }

    void aPlanThatCannotBeWatchedIsRefusedByPath()
    {
        const auto problem = [](const std::string &text, std::size_t candidate = 0) {
            Checked<WatchPlans> r = readWatchPlan(text, "p.json", candidate);
            return r.ok() ? std::string("ok") : r.problems.front().path + ": " + r.problems.front().message;
        };
        QCOMPARE(problem("[1, 2]"),
                 std::string("/: not a plan: expected the output of trainplan-cli plan --json "
                             "or a .trainplan file"));
        QVERIFY(problem("{\"job\": {}}").find("/candidates") == 0);
        nlohmann::json plan = nlohmann::json::parse(fixture("watch/plan-2x8-a100.json"));
        QVERIFY(problem(plan.dump(), 3).find("the plan has 2 candidates") != std::string::npos);
        plan["candidates"][0]["time_hours"] = "long";
        QVERIFY(problem(plan.dump()).find("/candidates/0/time_hours") == 0);
        plan["candidates"][0]["recommended"] = false;
        QVERIFY(problem(plan.dump()).find("choose one with --candidate N") != std::string::npos);
        QCOMPARE(problem(plan.dump(), 2), std::string("ok")); // candidate 1's gap does not stop candidate 2
        const std::string document =
            "{\"format\": \"trainplan\", \"version\": 1, \"job\": {}, \"plan\": null}";
        QVERIFY(problem(document).find("/plan: the file holds no results") == 0);
    }
};

QTEST_MAIN(TestRunWatch)
#include "tst_runwatch.moc"
