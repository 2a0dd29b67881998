#include "PlanTestSupport.h"
#include "views/estimate/EstimatePage.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QStandardItemModel>
#include <QtTest>

// The single-setup estimate tab as the user drives it: a vision model cannot be trained with
// LoRA (issue 33: the tab kept LoRA for a YOLO model and answered with the core's English
// refusal).
class TestEstimatePage : public QObject
{
    Q_OBJECT

private slots:
    void aVisionModelTrainsFully()
    {
        EstimatePage page(plantest::catalog());
        auto *model = page.findChild<QComboBox *>(QStringLiteral("modelCombo"));
        auto *method = page.findChild<QComboBox *>(QStringLiteral("methodCombo"));
        auto *problems = page.findChild<QListWidget *>(QStringLiteral("problemsList"));
        QVERIFY(model && method && problems);
        QCOMPARE(method->currentData().toString(), QStringLiteral("lora")); // the first answer's
        model->setCurrentIndex(model->findData(QStringLiteral("yolov8m")));
        QCOMPARE(method->currentData().toString(), QStringLiteral("full"));
        auto *items = qobject_cast<QStandardItemModel *>(method->model());
        QVERIFY(!items->item(method->findData(QStringLiteral("lora")))->isEnabled());
        QVERIFY(!items->item(method->findData(QStringLiteral("qlora")))->isEnabled());
        QCOMPARE(problems->count(), 0);
        // back to a transformer: LoRA can be chosen again
        model->setCurrentIndex(model->findData(QStringLiteral("llama-3-8b")));
        QVERIFY(items->item(method->findData(QStringLiteral("lora")))->isEnabled());
    }

    // "ZeRO 阶段 0" for a CNN (issue 33): a stage is named only where one shards something
    void aCnnHasNoZeroStage()
    {
        EstimatePage page(plantest::catalog());
        auto *model = page.findChild<QComboBox *>(QStringLiteral("modelCombo"));
        auto *settings = page.findChild<QLabel *>(QStringLiteral("settingsLabel"));
        QVERIFY(model && settings);
        model->setCurrentIndex(model->findData(QStringLiteral("yolov8m")));
        QVERIFY2(settings->text().contains(QStringLiteral("micro-batch")), qPrintable(settings->text()));
        QVERIFY2(!settings->text().contains(QStringLiteral("ZeRO")), qPrintable(settings->text()));
    }
};

QTEST_MAIN(TestEstimatePage)
#include "tst_estimatepage.moc"
