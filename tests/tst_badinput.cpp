#include "GlobMatch.h"
#include "TestCli.h"
#include "core/JsonReader.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

using namespace tp;
namespace fs = std::filesystem;

// The bad-input corpus, tests/data/bad-input/ (its README.md says how to add a case): every input
// path of trainplan-cli (job files, catalog files, user override files, CSV price imports,
// command-line arguments) run on files that are wrong in one way each. A case is an input file
// and, next to it, NAME.expected with the exit code and the first stderr line the CLI must print
// for it. Every case also checks what holds for any input: no crash, one problem per stderr line,
// stdout empty on bad input, and no NaN or infinity in any figure that is printed.
namespace {

const std::string kCorpus = std::string(TRAINPLAN_TEST_DATA) + "/bad-input";
const std::string kSmallCatalog = std::string(TRAINPLAN_TEST_DATA) + "/catalog-small";

using Run = test::CliRun;
using test::globMatch;
using test::readFile;
using test::replaceAll;

Run cli(const std::vector<std::string> &args)
{
    return test::runCli(args);
}

void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream(path, std::ios::binary) << text;
}

std::vector<std::string> lines(const std::string &text)
{
    std::vector<std::string> out;
    std::istringstream s(text);
    for (std::string line; std::getline(s, line);)
        out.push_back(line);
    return out;
}

// C-style escapes of a .gen line: \n \r \t \\ \xHH.
std::string unescape(const std::string &s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 >= s.size()) {
            out += s[i];
            continue;
        }
        const char c = s[++i];
        if (c == 'n')
            out += '\n';
        else if (c == 'r')
            out += '\r';
        else if (c == 't')
            out += '\t';
        else if (c == 'x' && i + 2 < s.size()) {
            out += static_cast<char>(std::stoi(s.substr(i + 1, 2), nullptr, 16));
            i += 2;
        } else
            out += c;
    }
    return out;
}

// A generated input (NAME.gen, for inputs too large to keep in the repository): lines
// "text T" (T once) and "repeat N T" (T N times), concatenated; T takes C-style escapes.
std::string generate(const std::string &spec)
{
    std::string out;
    for (const std::string &line : lines(spec)) {
        if (line.rfind("text ", 0) == 0) {
            out += unescape(line.substr(5));
        } else if (line.rfind("repeat ", 0) == 0) {
            const auto space = line.find(' ', 7);
            const std::size_t n = std::stoul(line.substr(7, space - 7));
            const std::string unit = unescape(line.substr(space + 1));
            out.reserve(out.size() + n * unit.size());
            for (std::size_t i = 0; i < n; ++i)
                out += unit;
        }
    }
    return out;
}

struct Expected
{
    std::string args; // the command line, words split on spaces; {file}, {dir}, {small}, {catalog}
    int exit = -1;
    std::string stderrLine; // pattern of the first stderr line naming the case's file
    std::string knownBug;   // a bug not fixed yet: the case is an expected failure until it is
};

Expected readExpected(const std::string &path, const std::string &defaultArgs)
{
    Expected e;
    e.args = defaultArgs;
    for (const std::string &line : lines(readFile(path))) {
        if (line.empty() || line[0] == '#')
            continue;
        const auto colon = line.find(": ");
        const std::string key = line.substr(0, colon);
        const std::string value = colon == std::string::npos ? std::string() : line.substr(colon + 2);
        if (key == "exit")
            e.exit = std::stoi(value);
        else if (key == "stderr")
            e.stderrLine = value;
        else if (key == "args")
            e.args = value;
        else if (key == "known-bug")
            e.knownBug = value;
        else
            qWarning("%s: unknown key '%s'", path.c_str(), key.c_str());
    }
    return e;
}

// The command line each folder of the corpus runs its cases with.
const std::map<std::string, std::string> kDefaultArgs = {
    {"job", "--no-overrides estimate {file}"},
    {"catalog", "--no-overrides catalog check {dir}"},
    {"overrides", "--catalog {small} --overrides {dir} catalog check"},
    {"csv", "--catalog {small} --overrides {dir} catalog import-prices {file}"},
    {"args", ""},
};

// Every number in an estimate or plan: finite. nlohmann writes NaN and infinity as null, so a
// null where a figure belongs is one.
void collectNulls(const nlohmann::json &v, const std::string &path, std::vector<std::string> &out)
{
    static const std::set<std::string> kFigures = {
        "time_hours",   "gpu_hours",     "step_time_s",    "memory_per_gpu_gib",
        "tokens_per_s", "samples_per_s", "gpu_memory_gib", "total",
        "steps",        "weights",       "gradients",      "optimizer",
        "activations",  "other",         "compute",        "memory",
        "mfu"};
    if (v.is_object()) {
        for (auto it = v.begin(); it != v.end(); ++it) {
            if (it->is_null() && kFigures.count(it.key()))
                out.push_back(path + "/" + it.key());
            collectNulls(*it, path + "/" + it.key(), out);
        }
    } else if (v.is_array()) {
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (v[i].is_null() && path.size() >= 16 &&
                path.compare(path.size() - 16, 16, "time_hours_range") == 0)
                out.push_back(path + "/" + std::to_string(i));
            collectNulls(v[i], path + "/" + std::to_string(i), out);
        }
    }
}

bool hasNonFiniteWord(const std::string &text)
{
    std::string lower = text;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return std::tolower(c); });
    for (const char *word : {"nan", "inf"}) {
        for (std::size_t at = lower.find(word); at != std::string::npos; at = lower.find(word, at + 1)) {
            const auto isWordChar = [&](std::size_t i) {
                return i < lower.size() &&
                       (std::isalnum(static_cast<unsigned char>(lower[i])) || lower[i] == '_');
            };
            if ((at == 0 || !isWordChar(at - 1)) && !isWordChar(at + std::string(word).size()))
                return true;
        }
    }
    return false;
}

// What is wrong with a run of the CLI on a case, or "" when nothing is.
std::string check(const Expected &expected, const std::vector<std::string> &args, const std::string &file,
                  const std::string &pattern, const Run &r)
{
    if (r.code != expected.exit)
        return "expected exit " + std::to_string(expected.exit) + ", found " + std::to_string(r.code);

    // The expected line: the first stderr line naming the input (catalog checks print warnings
    // about the catalog as a whole first), or the first line when the pattern does not name it.
    const bool namesFile = expected.stderrLine.find("{file}") != std::string::npos;
    std::string first;
    for (const std::string &line : lines(r.err))
        if (!namesFile || line.find(file) != std::string::npos) {
            first = line;
            break;
        }
    if (!expected.stderrLine.empty() && !globMatch(pattern, first))
        return "expected stderr line: " + pattern + "\nfound: " + first;
    if (expected.stderrLine.empty() && !r.err.empty())
        return "expected nothing on stderr";

    // What holds for every input.
    for (const std::string &line : lines(r.err))
        if (line.size() > 1000)
            return "a stderr line of " + std::to_string(line.size()) + " characters";
    const bool answers = std::find(args.begin(), args.end(), "estimate") != args.end() ||
                         std::find(args.begin(), args.end(), "plan") != args.end();
    if (r.code == 2 && answers && !r.out.empty())
        return "stdout is not empty on bad input";
    if (hasNonFiniteWord(replaceAll(r.out, file, "FILE")))
        return "NaN or infinity in stdout";
    if (r.code == 0 && !r.out.empty() && r.out[0] == '{') {
        nlohmann::json out;
        try {
            out = nlohmann::json::parse(r.out);
        } catch (const std::exception &e) {
            return std::string("stdout is not JSON: ") + e.what();
        }
        std::vector<std::string> nulls;
        collectNulls(out, "", nulls);
        if (!nulls.empty())
            return "null (NaN or infinity) at " + nulls.front();
    }
    return {};
}

} // namespace

class TestBadInput : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("TRAINPLAN_CATALOG", TRAINPLAN_CATALOG_DIR);
        // No user overrides folder from the machine running the tests.
        qputenv("XDG_DATA_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_home.path().toUtf8());
        QVERIFY2(fs::is_directory(kCorpus), kCorpus.c_str());
    }

    void corpus_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("input");
        std::vector<fs::path> cases;
        for (const auto &[folder, args] : kDefaultArgs) {
            if (!fs::is_directory(kCorpus + "/" + folder))
                continue;
            for (const auto &entry : fs::directory_iterator(kCorpus + "/" + folder))
                if (entry.path().extension() != ".expected" && entry.path().extension() != ".md")
                    cases.push_back(entry.path());
        }
        std::sort(cases.begin(), cases.end());
        for (const fs::path &p : cases) {
            const std::string folder = p.parent_path().filename().string();
            const std::string name = folder + "/" + p.filename().string();
            QTest::newRow(name.c_str())
                << QString::fromStdString(folder) << QString::fromStdString(p.string());
        }
        QVERIFY2(cases.size() >= 40, "the corpus is smaller than it should be");
    }

    void corpus()
    {
        QFETCH(QString, folder);
        QFETCH(QString, input);
        const fs::path source = input.toStdString();
        fs::path expectedPath = source;
        expectedPath.replace_extension(".expected");
        QVERIFY2(fs::exists(expectedPath), ("missing " + expectedPath.string()).c_str());
        const Expected expected = readExpected(expectedPath.string(), kDefaultArgs.at(folder.toStdString()));
        QVERIFY2(expected.exit >= 0, "the .expected file has no 'exit:' line");

        // The input as the CLI will see it: copied into a fresh folder (a catalog folder also gets
        // the files of tests/data/catalog-small); NAME.gen inputs are generated as NAME.json.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string dirPath = dir.path().toStdString();
        if (folder == QLatin1String("catalog"))
            for (const auto &entry : fs::directory_iterator(kSmallCatalog))
                fs::copy_file(entry.path(), dirPath + "/" + entry.path().filename().string());
        std::string file;
        if (folder == QLatin1String("args")) {
            file = source.string();
        } else if (source.extension() == ".gen") {
            fs::path target = source.filename();
            target.replace_extension(folder == QLatin1String("csv") ? ".csv" : ".json");
            file = dirPath + "/" + target.string();
            writeFile(file, generate(readFile(source.string())));
        } else {
            file = dirPath + "/" + source.filename().string();
            fs::copy_file(source, file);
        }

        std::vector<std::string> args;
        if (folder == QLatin1String("args")) {
            for (const std::string &line : lines(readFile(source.string())))
                if (!line.empty() && line[0] != '#')
                    args.push_back(line);
        } else {
            std::istringstream words(expected.args);
            for (std::string w; words >> w;)
                args.push_back(w);
        }
        const auto substitute = [&](std::string a) {
            a = replaceAll(a, "{file}", file);
            a = replaceAll(a, "{dir}", dirPath);
            a = replaceAll(a, "{small}", kSmallCatalog);
            a = replaceAll(a, "{catalog}", TRAINPLAN_CATALOG_DIR);
            return replaceAll(a, "{data}", TRAINPLAN_TEST_DATA);
        };
        for (std::string &a : args)
            a = substitute(a);

        const Run r = cli(args);
        std::string shown;
        for (const auto &a : args)
            shown += " " + (a.size() > 200 ? a.substr(0, 200) + "..." : a);
        const std::string report = "exit " + std::to_string(r.code) + "\nargs:" + shown + "\nstderr:\n" +
                                   r.err.substr(0, 3000) + "\nstdout:\n" + r.out.substr(0, 1000);
        const std::string failure = check(expected, args, file, substitute(expected.stderrLine), r);
        if (!expected.knownBug.empty())
            QEXPECT_FAIL("", expected.knownBug.c_str(), Abort);
        QVERIFY2(failure.empty(), (failure + "\n" + report).c_str());
    }

    // stdin has no file size: it is read up to one byte past 16 MB and then refused.
    void stdinOver16MbIsRefused()
    {
        const std::string job =
            R"({"model": {"preset": "llama-3-8b"}, "data": {"tokens": 1e9}, "hardware": {"gpu": "A10"}})";
        std::istringstream in(job + std::string(17u * 1024u * 1024u, ' '));
        std::ostringstream out, err;
        QCOMPARE(CliApp(in, out, err).run({"--no-overrides", "estimate", "-"}), 2);
        QCOMPARE(err.str(), std::string("<stdin>: the job is larger than 16 MB\n"));
        QVERIFY(out.str().empty());
    }

    // Values quoted in messages: escaped and cut, so that a problem stays one readable line.
    void quotedValuesStayOneLine()
    {
        QCOMPARE(quoteValue("A10"), std::string("\"A10\""));
        QCOMPARE(quoteValue("a\nb\t\"c\"\\"), std::string("\"a\\nb\\t\\\"c\\\"\\\\\""));
        QCOMPARE(quoteValue(std::string("\x01\x7f", 2)), std::string("\"\\u0001\\u007F\""));
        QCOMPARE(quoteValue(std::string(100, 'x')), "\"" + std::string(60, 'x') + "...\"");
        // 70 three-byte characters: cut after 60 characters, not inside one
        std::string wide;
        for (int i = 0; i < 70; ++i)
            wide += "\xE5\x8D\x8E";
        QCOMPARE(quoteValue(wide), "\"" + wide.substr(0, 180) + "...\"");
    }
};

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
