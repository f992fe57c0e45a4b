// The Simplified Chinese UI: the catalogue compiled at build time (lrelease, embedded under
// :/i18n) loads and translates strings of several classes under the contexts the running
// widgets ask for, and resources/i18n/memledger_zh_CN.ts has no unfinished entry.
#include <QCoreApplication>
#include <QFile>
#include <QGroupBox>
#include <QLocale>
#include <QRegularExpression>
#include <QTranslator>
#include <QXmlStreamReader>
#include <gtest/gtest.h>

#include "tests/widgets/widget_rig.h"
#include "widgets/common/vocabulary.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

// Installs the zh_CN catalogue for one test and takes it out again, so that the other
// tests of this binary still see the English UI.
class ChineseUi : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_translator.load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("memledger"),
                                      QStringLiteral("_"), QStringLiteral(":/i18n")))
            << "memledger_zh_CN.qm is not embedded under :/i18n";
        ASSERT_TRUE(QCoreApplication::installTranslator(&m_translator));
    }
    void TearDown() override { QCoreApplication::removeTranslator(&m_translator); }

    QTranslator m_translator;
};

QString translated(const char* context, const char* text) { return QCoreApplication::translate(context, text); }

}  // namespace

TEST_F(ChineseUi, TranslatesStringsOfSeveralClasses)
{
    // Free functions and file-local helpers, with their own contexts.
    EXPECT_EQ(categoryName(model::Category::Weights), QStringLiteral("权重"));
    EXPECT_EQ(categoryName(model::Category::OptimizerStates), QStringLiteral("优化器状态"));
    EXPECT_EQ(translated("LedgerView", "over capacity"), QStringLiteral("超出容量"));
    // Q_OBJECT classes: the context is the class name with its namespace, as tr() passes it.
    EXPECT_EQ(translated(HeadlineStrip::staticMetaObject.className(), "✔ Fits"), QStringLiteral("✔ 装得下"));
    EXPECT_EQ(translated(LedgerView::staticMetaObject.className(), "No valid ledger yet: fix the marked inputs."),
              QStringLiteral("尚无有效账本：请修正标记的输入。"));
    // The window's menus (app/, not linked into this test, so its context is spelled out).
    EXPECT_EQ(translated("memledger::gui::MainWindow", "&File"), QStringLiteral("文件(&F)"));
    EXPECT_EQ(translated("memledger::gui::MainWindow", "Formula inspector"), QStringLiteral("公式检查器"));
}

// The engine's named things reach every view through one translated table.
TEST_F(ChineseUi, TranslatesTheEnginesWords)
{
    EXPECT_EQ(instantName(model::Instant::BackwardPeak), QStringLiteral("最后一层的反向"));
    EXPECT_EQ(laneName(model::Lane::Compute), QStringLiteral("计算"));
    EXPECT_EQ(spanName(model::SpanKind::Bubble), QStringLiteral("流水线气泡"));
    // Every word has a translation of its own: no two ids read alike.
    QStringList spans;
    for (int i = 0; i < model::kSpanKindCount; ++i)
        spans << spanName(static_cast<model::SpanKind>(i));
    spans.removeDuplicates();
    EXPECT_EQ(spans.size(), model::kSpanKindCount);
}

TEST_F(ChineseUi, LiveWidgetsShowChinese)
{
    WidgetRig rig;
    rig.start(seventyB());
    rig.settle();
    // The headline's verdict, built by HeadlineStrip::tr().
    const QString verdict = rig.headline.verdictText();
    EXPECT_TRUE(verdict.contains(QStringLiteral("装得下")) || verdict.contains(QStringLiteral("装不下")))
        << verdict.toStdString();
    // The form's group titles come from QT_TRANSLATE_NOOP("ScenarioForm", …) tables.
    QStringList titles;
    for (const auto* box : rig.form.findChildren<QGroupBox*>())
        titles << box->title();
    EXPECT_TRUE(titles.contains(QStringLiteral("并行"))) << titles.join(QLatin1Char(',')).toStdString();
    EXPECT_TRUE(titles.contains(QStringLiteral("显存优化"))) << titles.join(QLatin1Char(',')).toStdString();
}

TEST(TranslationCatalogue, EveryEntryIsFinishedAndKeepsItsPlaceholders)
{
    QFile ts(QStringLiteral(MEMLEDGER_SOURCE_DIR "/resources/i18n/memledger_zh_CN.ts"));
    ASSERT_TRUE(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
    auto placeholders = [&](const QString& text) {
        QStringList out;
        for (auto it = placeholder.globalMatch(text); it.hasNext();)
            out << it.next().captured();
        out.sort();
        return out;
    };
    int messages = 0;
    QString context, source;
    while (xml.readNext() != QXmlStreamReader::EndDocument && !xml.hasError()) {
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++messages;
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            EXPECT_TRUE(type.isEmpty()) << context.toStdString() << ": " << source.toStdString() << " is " << type.toStdString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
            EXPECT_FALSE(text.isEmpty()) << context.toStdString() << ": " << source.toStdString() << " has no translation";
            EXPECT_EQ(placeholders(text), placeholders(source)) << context.toStdString() << ": " << source.toStdString();
        }
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    EXPECT_GT(messages, 400);
}
