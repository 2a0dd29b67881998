#include "TestCli.h"

#include <QtTest>
#include <atomic>
#include <chrono>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace tp;

namespace {

using Run = test::CliRun;

const std::string kData = std::string(TRAINPLAN_TEST_DATA) + "/";

Run cli(std::vector<std::string> args, const std::string &stdinText = {})
{
    args.insert(args.begin(), "--no-overrides");
    return test::runCli(args, stdinText);
}

std::string megatronLine(int iteration, int secondsFromStart)
{
    char time[32];
    std::snprintf(time, sizeof time, "%02d:%02d:%02d", 11 + secondsFromStart / 3600,
                  (secondsFromStart / 60) % 60, secondsFromStart % 60);
    return std::string(" [2026-11-30 ") + time + ".000000] iteration " + std::to_string(iteration) +
           "/     500 | consumed samples: " + std::to_string(iteration * 256) +
           " | elapsed time per iteration (ms): 12700.0 | global batch size:   256 | lm loss: 9.0 |\n";
}

// A whole Megatron-LM run of 500 iterations at 12.7 s each: 1.76 h, inside the plan's 1.4-2.6 h.
std::string wholeRun(int lastIteration = 500)
{
    std::string log = "using world size: 16, data-parallel size: 2\n";
    for (int i = 50; i <= lastIteration; i += 50)
        log += megatronLine(i, static_cast<int>(i * 12.7));
    if (lastIteration == 500)
        log += "[after training is done] datetime: 2026-11-30 12:46:00\n";
    return log;
}

std::vector<nlohmann::json> jsonLines(const std::string &out)
{
    std::vector<nlohmann::json> lines;
    std::istringstream s(out);
    for (std::string line; std::getline(s, line);)
        lines.push_back(nlohmann::json::parse(line));
    return lines;
}

} // namespace

// trainplan-cli watch (spec/cli.md, version 3; issue 36) as a user runs it: on a finished log, on
// standard input, on a file that grows and is rotated, with --json, and the exit codes scripts
// read: 0 within budget and deadline, 3 beyond them, 2 bad input, 1 I/O failure.
class TestWatchCommand : public QObject
{
    Q_OBJECT

private slots:
    void aFinishedRunWithinItsLimitsExitsZero()
    {
        test::ScratchFiles files;
        const std::string log = files.write("train.log", wholeRun());
        const Run r = cli({"watch", log, "--plan", kData + "watch/plan-2x8-a100.json", "--once"});
        QVERIFY2(r.code == 0, (r.out + r.err).c_str());
        // told as it happened: a line per minute of the run's clock at most, then the end
        QVERIFY2(r.out.find("100.0% (step 500 of 500)") != std::string::npos, r.out.c_str());
        QVERIFY(r.out.find("ended after") != std::string::npos);
        QVERIFY(r.out.find("within the 500.00 CNY budget and the 24 h deadline") != std::string::npos);
        QVERIFY(r.err.find("against candidate 1 of") != std::string::npos);
        QVERIFY(std::count(r.out.begin(), r.out.end(), '\n') >= 10);
    }

    void aRunBeyondTheDeadlineExitsThree()
    {
        test::ScratchFiles files;
        nlohmann::json plan = nlohmann::json::parse(test::readFile(kData + "watch/plan-2x8-a100.json"));
        plan["job"]["budget"]["deadline_hours"] = 1.0;
        const std::string planFile = files.write("plan.json", plan.dump());
        const std::string done = files.write("done.log", wholeRun());
        const Run ended = cli({"watch", done, "--plan", planFile, "--once"});
        QCOMPARE(ended.code, 3);
        QVERIFY2(ended.out.find("ended after 1.8 h for 98.15 CNY, beyond the 1.0 h deadline") !=
                     std::string::npos,
                 ended.out.c_str());

        // half way: projected beyond; only --exit-on-breach stops there with 3
        const std::string half = files.write("half.log", wholeRun(250));
        const Run watching = cli({"watch", half, "--plan", planFile, "--once"});
        QCOMPARE(watching.code, 0);
        QVERIFY(watching.out.find("the log closed before the run ended") != std::string::npos);
        QVERIFY(watching.out.find("projected beyond the plan's limits") != std::string::npos);
        const Run breach = cli({"watch", half, "--plan", planFile, "--once", "--exit-on-breach"});
        QCOMPARE(breach.code, 3);
    }

    void aTrainerRunThirtyPercentSlowIsCaughtInItsFirstTenth()
    {
        // The issue's case (tests/data/watch): 3 epochs of 10,000 samples at a global batch of 16
        // (1,875 steps) planned at 36 h (69.12 s a step) with a 40 h deadline; the run's Trainer bars
        // say 89.86 s a step, 30% slower: 46.8 h in all. The log stops at step 180 (9.6%).
        const std::string plan = kData + "watch/plan-trainer-36h.json",
                          log = kData + "watch/trainer-30pct-slow.log";
        const Run text = cli({"watch", log, "--plan", plan, "--once"});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.find("9.6% (step 180 of 1,875) | now 0.178 samples/s, plan 0.231") !=
                     std::string::npos,
                 text.out.c_str());
        // said from the second bar on (1.6% done)
        QVERIFY2(text.out.find("[45 min] 1.6% (step 30 of 1,875)") != std::string::npos, text.out.c_str());
        const std::string firstBeyond = text.out.substr(text.out.find("[45 min]"));
        QVERIFY(
            firstBeyond.substr(0, firstBeyond.find('\n')).find("ends after 47 h, past the 40 h deadline") !=
            std::string::npos);
        // the way back (stop after 2 epochs) is said once, not again each time its cost moves a cent
        const std::size_t way =
            text.out.find("  back within the limits:\n    stop after 2 epochs: 31 h in all");
        QVERIFY2(way != std::string::npos, text.out.c_str());
        QCOMPARE(text.out.find("back within the limits", way + 3), std::string::npos);
        const Run json = cli({"watch", log, "--plan", plan, "--once", "--json"});
        const nlohmann::json last = jsonLines(json.out).back();
        QCOMPARE(last["verdict"]["code"].get<std::string>(), std::string("beyond-deadline"));
        QVERIFY2(qAbs(last["projected_hours"].get<double>() - 46.8) < 0.05, last.dump().c_str());
        // scripts stop there, with 90% of the rent not yet spent; standard input reads the same
        QCOMPARE(cli({"watch", log, "--plan", plan, "--once", "--exit-on-breach"}).code, 3);
        QCOMPARE(cli({"watch", "-", "--plan", plan, "--exit-on-breach"}, test::readFile(log)).code, 3);
    }

    void jsonGivesOneObjectPerUpdate()
    {
        test::ScratchFiles files;
        const std::string log = files.write("train.log", wholeRun());
        const Run r = cli({"watch", log, "--plan", kData + "watch/plan-2x8-a100.json", "--once", "--json",
                           "--interval", "600"});
        QCOMPARE(r.code, 0);
        const std::vector<nlohmann::json> lines = jsonLines(r.out);
        QVERIFY(lines.size() >= 3);
        for (const nlohmann::json &j : lines)
            for (const char *key : {"progress", "throughput_samples_per_s", "eta_hours", "cost", "verdict",
                                    "update", "rescues"})
                QVERIFY2(j.contains(key), j.dump().c_str());
        // at most one update per 600 s of the run's clock before the end
        for (std::size_t i = 1; i + 1 < lines.size(); ++i)
            QVERIFY(lines[i]["elapsed_hours"].get<double>() - lines[i - 1]["elapsed_hours"].get<double>() >=
                    600 / 3600.0 - 1e-3);
        const nlohmann::json &last = lines.back();
        QCOMPARE(last["update"].get<std::string>(), std::string("ended"));
        QCOMPARE(last["verdict"]["code"].get<std::string>(), std::string("ended-within"));
        QCOMPARE(last["progress"]["fraction"].get<double>(), 1.0);
        QCOMPARE(last["cost"]["currency"].get<std::string>(), std::string("CNY"));
    }

    void standardInputIsReadUntilItCloses()
    {
        const Run r = cli({"watch", "-", "--plan", kData + "watch/plan-2x8-a100.json"}, wholeRun(100));
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.find("20.0% (step 100 of 500)") != std::string::npos);
        QVERIFY(r.out.find("the log closed before the run ended") != std::string::npos);
        QVERIFY(r.err.find("watching <stdin>") != std::string::npos);
    }

    void thePlanCanComeFromTheCommandLineOrTheApp()
    {
        // plan --json output is watch's --plan input (the output of one command is the next one's input)
        test::ScratchFiles files;
        const std::string planFile = files.path("yolo-plan.json");
        const Run plan = cli({"plan", "--scenario", "yolov8-2xv100", "--json", planFile});
        QVERIFY2(plan.code == 0, plan.err.c_str());
        std::string results = test::readFile(kData + "run-logs/ultralytics/results.csv");
        const std::string csv = files.write("results.csv", results);
        const Run r = cli({"watch", csv, "--plan", planFile, "--once"});
        QVERIFY2(r.code == 0 || r.code == 3, r.err.c_str());
        QVERIFY2(r.out.find("(epoch 5.00 of") != std::string::npos, r.out.c_str());

        // the app's .trainplan file: its saved results
        const nlohmann::json saved = nlohmann::json::parse(test::readFile(planFile));
        const nlohmann::json document = {{"format", "trainplan"},
                                         {"version", 1},
                                         {"job", saved["job"]},
                                         {"app", nlohmann::json::object()},
                                         {"plan", saved}};
        const std::string trainplan = files.write("yolo.trainplan", document.dump());
        const Run fromApp = cli({"watch", csv, "--plan", trainplan, "--once"});
        QCOMPARE(fromApp.code, r.code);
        QCOMPARE(fromApp.out, r.out);
    }

    void saveKeepsTheRunInThePlanFileAndNothingElse()
    {
        // a plan the app saved: its job, results and app block stay as they were; "actuals" is added
        test::ScratchFiles files;
        const nlohmann::json saved =
            nlohmann::json::parse(test::readFile(kData + "watch/plan-2x8-a100.json"));
        const nlohmann::json document = {{"format", "trainplan"},
                                         {"version", 1},
                                         {"job", saved["job"]},
                                         {"app", {{"data_location", "object"}}},
                                         {"plan", saved}};
        const std::string trainplan = files.write("llm.trainplan", document.dump(2));
        const std::string log = files.write("train.log", wholeRun(250));
        const Run r = cli({"watch", log, "--plan", trainplan, "--once", "--save"});
        QVERIFY2(r.code == 0, (r.out + r.err).c_str());
        const nlohmann::json after = nlohmann::json::parse(test::readFile(trainplan));
        QCOMPARE(after["job"], document["job"]);
        QCOMPARE(after["plan"], document["plan"]);
        QCOMPARE(after["app"], document["app"]);
        const nlohmann::json &a = after["actuals"];
        QCOMPARE(a["log"].get<std::string>(), std::string("train.log")); // the name, not the folder
        QCOMPARE(a["candidate"]["number"].get<int>(), 1);
        QCOMPARE(a["ended"].get<bool>(), false);
        QVERIFY2(std::abs(a["progress"]["fraction"].get<double>() - 0.5) < 1e-9, a.dump().c_str());
        QVERIFY(a["hours"]["elapsed"].get<double>() > 0.8 && a["hours"]["elapsed"].get<double>() < 0.9);
        QCOMPARE(a["cost"]["currency"].get<std::string>(), std::string("CNY"));
        QVERIFY(a["recorded_at"].get<std::string>().size() == 20);
        // what it wrote is a plan file the watch reads again (one command's output is the next's input)
        const Run again = cli({"watch", log, "--plan", trainplan, "--once"});
        QCOMPARE(again.code, 0);

        // --save needs a plan file to keep the run in: plan --json output is refused before watching
        const Run refused =
            cli({"watch", log, "--plan", kData + "watch/plan-2x8-a100.json", "--once", "--save"});
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.find("--save keeps the run in a .trainplan plan file") != std::string::npos,
                 refused.err.c_str());
        QVERIFY(refused.out.empty());
        // a plan file that cannot be written is an I/O failure, and the run is still reported
        QCOMPARE(::chmod(files.path("").c_str(), 0500), 0);
        const Run readOnly = cli({"watch", log, "--plan", trainplan, "--once", "--save"});
        QCOMPARE(::chmod(files.path("").c_str(), 0700), 0);
        if (::geteuid() != 0) { // root writes anywhere
            QCOMPARE(readOnly.code, 1);
            QVERIFY2(readOnly.err.find("cannot save the run") != std::string::npos, readOnly.err.c_str());
            QVERIFY(!readOnly.out.empty());
        }
    }

    void badInputNamesTheFileAndThePlace()
    {
        test::ScratchFiles files;
        const std::string log = files.write("train.log", wholeRun(100));
        const std::string plan = kData + "watch/plan-2x8-a100.json";
        Run r = cli({"watch", log});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.find("--plan PLAN.json") != std::string::npos);
        r = cli({"watch", log, "--plan", plan, "--candidate", "9"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find("/candidates: --candidate 9: the plan has 2 candidates") != std::string::npos,
                 r.err.c_str());
        r = cli({"watch", log, "--plan", plan, "--interval", "soon"});
        QCOMPARE(r.code, 2);
        r = cli({"watch", log, "--plan", plan, "--tail"});
        QCOMPARE(r.code, 2);
        const std::string broken =
            files.write("broken.json", R"({"job": {"data": {}}, "candidates": [{"recommended": true}]})");
        r = cli({"watch", log, "--plan", broken});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find("broken.json: /job/data/total_samples") != std::string::npos, r.err.c_str());
        const std::string empty =
            files.write("empty.trainplan", R"({"format": "trainplan", "version": 1, "job": {}, "app": {}})");
        r = cli({"watch", log, "--plan", empty});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.find("/plan: the file holds no results") != std::string::npos);
        // a log that is not there is an I/O failure; a folder or a pipe is not a log file
        r = cli({"watch", files.path("missing.log"), "--plan", plan, "--once"});
        QCOMPARE(r.code, 1);
        const std::string fifo = files.path("pipe");
        QCOMPARE(mkfifo(fifo.c_str(), 0600), 0);
        r = cli({"watch", fifo, "--plan", plan, "--once"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.find("give '-' and redirect it") != std::string::npos);
        r = cli({"watch", files.path("missing-plan.json"), "--plan", files.path("missing-plan.json")});
        QCOMPARE(r.code, 1);
    }

    void aGrowingAndRotatedFileIsFollowedToTheEnd()
    {
        test::ScratchFiles files;
        const std::string path = files.write("train.log", wholeRun(100));
        std::atomic<bool> done{false};
        Run r;
        std::thread watcher([&] {
            r = cli({"watch", path, "--plan", kData + "watch/plan-2x8-a100.json", "--interval", "0.1",
                     "--stall-minutes", "0"});
            done = true;
        });
        const auto wait = [] { std::this_thread::sleep_for(std::chrono::milliseconds(400)); };
        wait();
        {
            std::ofstream grow(path, std::ios::app);
            grow << megatronLine(150, static_cast<int>(150 * 12.7)) << std::flush;
        }
        wait();
        // rotated: the old file moved away, a new one under the name holds the rest of the run
        QCOMPARE(::rename(path.c_str(), files.path("train.log.1").c_str()), 0);
        std::string rest;
        for (int i = 200; i <= 500; i += 50)
            rest += megatronLine(i, static_cast<int>(i * 12.7));
        wait();
        QVERIFY(!done);
        files.write("train.log", rest + "[after training is done] datetime: 2026-11-30 12:46:00\n");
        for (int i = 0; i < 100 && !done; ++i)
            wait();
        QVERIFY(done);
        watcher.join();
        QVERIFY2(r.code == 0, (r.out + r.err).c_str());
        QVERIFY2(r.out.find("step 150 of 500") != std::string::npos, r.out.c_str());
        QVERIFY(r.out.find("100.0% (step 500 of 500)") != std::string::npos);
        QVERIFY(r.out.find("the log was truncated or replaced") != std::string::npos);
    }
};

QTEST_MAIN(TestWatchCommand)
#include "tst_watchcommand.moc"
