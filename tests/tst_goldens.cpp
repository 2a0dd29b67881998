// Golden files for valid output (Tiled's map-result pattern): every scenario preset planned on the
// shipped catalog, written as the plan JSON, the CSV, the text table, and the launch files and the
// plan-sheet model (sheet.json: what the app's sheet and the PDF say) of the recommended candidate,
// compared byte for byte with tests/data/golden/<scenario>/. They hold the
// behaviour still while code moves; a change that means to alter output regenerates them:
//   TRAINPLAN_UPDATE_GOLDENS=1 ctest -R tst_goldens   (then review `git diff tests/data/golden`)
// A mismatch names the file and shows the first differing lines.
#include "TestCatalog.h"
#include "core/export/LaunchFiles.h"
#include "core/planner/PlanCsv.h"
#include "core/planner/PlanJson.h"
#include "core/planner/PlanSheetModel.h"
#include "core/planner/PlanTable.h"

#include <QtTest>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

using namespace tp;

namespace {

const std::string kGoldenDir = TRAINPLAN_TEST_DATA "/golden";

bool updating()
{
    return qEnvironmentVariableIntValue("TRAINPLAN_UPDATE_GOLDENS") == 1;
}

// What one scenario produces: file name (relative to its golden folder) -> contents.
std::map<std::string, std::string> outputsOf(const std::string &scenario)
{
    const Plan plan = test::plannedScenario(scenario);
    // The best 25 feasible and the first 25 rejected candidates: the ranking and the verdicts a
    // user reads, in files small enough to review (the BERT preset has 633 candidates).
    PlanSelection selection;
    selection.top = 25;
    std::map<std::string, std::string> out;
    out["plan.json"] = toJson(plan, selection).dump(2) + "\n";
    std::ostringstream csv, table;
    writeCsv(csv, plan, selection);
    writeTable(table, plan, selection);
    out["plan.csv"] = csv.str();
    out["plan.txt"] = table.str();
    if (plan.recommendation) {
        const Candidate &recommended = plan.candidates[plan.recommendation->index];
        for (const LaunchFile &f : launchFiles(plan, recommended))
            out["launch/" + f.name] = f.text;
        PlanSheetInput input;
        input.dataLocation = "object";
        out["sheet.json"] =
            toJson(buildPlanSheet(plan, recommended, test::shippedCatalog(), input)).dump(2) + "\n";
    }
    return out;
}

std::string readFile(const std::string &path, bool *ok)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    *ok = static_cast<bool>(in) && static_cast<bool>(s << in.rdbuf());
    return s.str();
}

// The first line where two texts differ, with the lines around it.
std::string firstDifference(const std::string &expected, const std::string &actual)
{
    std::istringstream e(expected), a(actual);
    std::string le, la;
    std::vector<std::string> before;
    for (int line = 1;; ++line) {
        const bool he = static_cast<bool>(std::getline(e, le));
        const bool ha = static_cast<bool>(std::getline(a, la));
        if (!he && !ha)
            return "the texts differ only in their last line break";
        if (he != ha || le != la) {
            std::string out = "line " + std::to_string(line) + ":\n";
            for (const std::string &b : before)
                out += "    " + b + "\n";
            out += "  - " + (he ? le : std::string("(end of file)")) + "\n";
            out += "  + " + (ha ? la : std::string("(end of file)")) + "\n";
            return out;
        }
        before.push_back(le.substr(0, 200));
        if (before.size() > 3)
            before.erase(before.begin());
    }
}

} // namespace

class TestGoldens : public QObject
{
    Q_OBJECT

private slots:
    void scenarioOutputMatchesItsGoldenFiles_data()
    {
        QTest::addColumn<QString>("scenario");
        for (const char *id :
             {"bert-base-finetune", "finetune-13b-full-8xa100", "llama3-8b-lora-a10", "llama3-8b-lora-a100",
              "llama3-8b-qlora-a10", "pretrain-70b-8xa100-rdma", "prototype-t4", "yolov8-2xv100"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }

    void scenarioOutputMatchesItsGoldenFiles()
    {
        QFETCH(QString, scenario);
        namespace fs = std::filesystem;
        const fs::path dir = fs::path(kGoldenDir) / scenario.toStdString();
        const auto outputs = outputsOf(scenario.toStdString());
        QVERIFY(outputs.count("plan.json") && outputs.count("launch/README.txt"));
        if (updating()) {
            fs::remove_all(dir);
            for (const auto &[name, text] : outputs) {
                fs::create_directories((dir / name).parent_path());
                std::ofstream(dir / name, std::ios::binary) << text;
            }
            return;
        }
        // every file written is expected, and no expected file is missing
        std::set<std::string> onDisk;
        std::error_code ec;
        for (const auto &entry : fs::recursive_directory_iterator(dir, ec))
            if (entry.is_regular_file())
                onDisk.insert(fs::relative(entry.path(), dir).generic_string());
        QVERIFY2(!ec, qPrintable(QString::fromStdString(dir.string() + ": no golden files; run with "
                                                                       "TRAINPLAN_UPDATE_GOLDENS=1")));
        for (const auto &[name, text] : outputs) {
            bool ok = false;
            const std::string expected = readFile((dir / name).string(), &ok);
            QVERIFY2(ok, qPrintable(QString::fromStdString((dir / name).string() + ": missing golden file")));
            QVERIFY2(expected == text,
                     qPrintable(QString::fromStdString(
                         (dir / name).string() + " differs at " + firstDifference(expected, text) +
                         "(regenerate with TRAINPLAN_UPDATE_GOLDENS=1 if the change is meant)")));
            onDisk.erase(name);
        }
        QVERIFY2(onDisk.empty(), qPrintable(QString::fromStdString(dir.string() + ": stale golden file " +
                                                                   (onDisk.empty() ? "" : *onDisk.begin()))));
    }
};

QTEST_GUILESS_MAIN(TestGoldens)
#include "tst_goldens.moc"
