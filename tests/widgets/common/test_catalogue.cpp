// Qt's own catalogue (qtbase_<locale>.qm, the standard dialogs' "Cancel") is installed beside
// MemLedger's where the system has it, and its absence changes nothing but those words. The
// folder is a temporary one, so the test does not depend on qt6-translations-l10n: a copy of
// MemLedger's catalogue named qtbase_zh_CN.qm stands in for Qt's.
#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QTemporaryDir>
#include <QTranslator>
#include <gtest/gtest.h>

#include <vector>

#include "widgets/common/catalogue.h"

namespace {

using namespace memledger::widgets;

const QLocale kChinese(QLocale::Chinese, QLocale::China);

class QtCatalogue : public ::testing::Test {
protected:
    void TearDown() override
    {
        for (QTranslator* translator : m_installed) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
    // A folder holding `file`, a copy of MemLedger's zh_CN catalogue.
    QString folderWith(const QString& file)
    {
        EXPECT_TRUE(m_folder.isValid());
        EXPECT_TRUE(QFile::copy(QStringLiteral(":/i18n/memledger_zh_CN.qm"), m_folder.filePath(file)));
        return m_folder.path();
    }

    QTemporaryDir m_folder;
    std::vector<QTranslator*> m_installed;
};

TEST_F(QtCatalogue, AMissingCatalogueLoadsNothing)
{
    QTranslator translator;
    EXPECT_FALSE(loadQtCatalogue(translator, kChinese, m_folder.path()));
    EXPECT_TRUE(translator.isEmpty());
    EXPECT_FALSE(loadQtCatalogue(translator, kChinese, m_folder.filePath(QStringLiteral("no-such-folder"))));
    EXPECT_TRUE(translator.isEmpty());
}

TEST_F(QtCatalogue, IsReadFromTheFolderByTheLocalesName)
{
    const QString folder = folderWith(QStringLiteral("qtbase_zh_CN.qm"));
    QTranslator translator;
    ASSERT_TRUE(loadQtCatalogue(translator, kChinese, folder));
    EXPECT_EQ(translator.translate("LedgerView", "over capacity"), QStringLiteral("超出容量"));
    QTranslator other;
    EXPECT_FALSE(loadQtCatalogue(other, QLocale(QLocale::German, QLocale::Germany), folder));
}

// Without Qt's catalogue the window still gets its own: the Chinese UI, English Qt buttons.
TEST_F(QtCatalogue, WithoutItOnlyMemLedgersIsInstalled)
{
    m_installed = installCatalogues(*QCoreApplication::instance(), kChinese, m_folder.path());
    ASSERT_EQ(m_installed.size(), 1u);
    EXPECT_EQ(QCoreApplication::translate("LedgerView", "over capacity"), QStringLiteral("超出容量"));
}

TEST_F(QtCatalogue, WithItBothAreInstalled)
{
    const QString folder = folderWith(QStringLiteral("qtbase_zh_CN.qm"));
    m_installed = installCatalogues(*QCoreApplication::instance(), kChinese, folder);
    ASSERT_EQ(m_installed.size(), 2u);
    EXPECT_EQ(m_installed.back()->filePath(), folder + QStringLiteral("/qtbase_zh_CN.qm"));
    EXPECT_EQ(QCoreApplication::translate("LedgerView", "over capacity"), QStringLiteral("超出容量"));
}

// An English window takes neither, even where the system has Qt's for another language.
TEST_F(QtCatalogue, EnglishNeedsNone)
{
    const QString folder = folderWith(QStringLiteral("qtbase_en_US.qm"));
    m_installed = installCatalogues(*QCoreApplication::instance(), QLocale(QLocale::English, QLocale::UnitedStates),
                                    folder);
    EXPECT_TRUE(m_installed.empty());
    EXPECT_EQ(QCoreApplication::translate("LedgerView", "over capacity"), QStringLiteral("over capacity"));
}

}  // namespace
