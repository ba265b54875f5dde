"""Non-PHI clinical vocabulary (look-alikes left unannotated)."""

ACCESS_US = ("L RC AVF", "R BC AVF", "L BC AVF", "L BB AVF", "R forearm AVG", "L upper arm AVG",
             "R IJ TDC", "L IJ TDC", "R IJ Permcath", "L thigh AVG", "L brachiobasilic AVF",
             "Brescia-Cimino AVF", "HeRO graft")
ACCESS_UK = ("L RC AVF", "R BC AVF", "L BC AVF", "L BB AVF", "R forearm AVG", "L upper arm AVG",
             "R IJ tunnelled line", "L IJ Tesio", "R IJ TCVC", "Brescia-Cimino fistula",
             "L brachiobasilic transposition", "R femoral TCVC")
DIALYZERS = ("Optiflux F180NR", "Optiflux F200NR", "Revaclear 400", "FX80", "FX CorDiax 800",
             "Elisio 21H", "Theranova 400", "Polyflux 210H", "FX60", "Rexeed-25S", "xevonta Hi 18")
MACHINES_US = ("Fresenius 2008T", "Fresenius 5008X", "B. Braun Dialog+", "NxStage System One",
               "Nikkiso DBB-EXA", "Baxter AK 98", "Fresenius 2008K")
MACHINES_UK = ("Fresenius 5008S", "Fresenius 6008", "B. Braun Dialog iQ", "Nikkiso DBB-EXA",
               "Baxter AK 98", "Gambro AK 200 Ultra S", "Nipro Surdial X")
BATHS = ("2K/2.5Ca", "3K/2.5Ca", "2K/3.0Ca", "1K/2.5Ca", "3K/2.25Ca", "2K/2.0Ca", "4K/2.5Ca")
NEEDLES = ("15G", "16G", "17G", "14G", "15G/16G", "16G/15G")
ESA = ("Epogen 4,000 units IV", "Epogen 8,000 units IV", "Retacrit 6,000 units IV",
       "Mircera 75 mcg IV q2wk", "Mircera 120 mcg IV monthly", "Aranesp 40 mcg IV weekly",
       "darbepoetin 30 mcg IV", "epoetin beta 4000 IU SC", "Binocrit 3000 IU IV")
IRON = ("Venofer 100 mg IV", "iron sucrose 100 mg IV", "Ferrlecit 125 mg IV", "Monofer 500 mg IV",
        "Venofer 200 mg IV x5", "CosmoFer 100 mg IV", "Feraheme 510 mg IV")
VITD = ("Zemplar 2 mcg IV", "paricalcitol 4 mcg IV", "calcitriol 0.5 mcg IV", "Hectorol 3 mcg IV",
        "alfacalcidol 0.5 mcg IV", "alfacalcidol 0.25 mcg PO")
BINDERS = ("sevelamer 800 mg TID", "sevelamer 1600 mg TID with meals", "Velphoro 500 mg TID",
           "calcium acetate 667 mg 2 caps TID", "lanthanum 750 mg TID", "Renvela 2.4 g sachet TDS",
           "Phosex 1 g TDS", "Auryxia 2 tabs TID")
HEPARIN = ("heparin 2000 u bolus + 1000 u/hr", "heparin 1000 u bolus, no hourly",
           "tinzaparin 3500 u pre-dialysis", "heparin-free, NS flushes q30min",
           "heparin 3000 u bolus", "LMWH 2500 u")
INFUSION_DRUGS = (("infliximab 5 mg/kg", ("2h", "2.5h")), ("vedolizumab 300 mg", ("30m",)),
                  ("ocrelizumab 600 mg", ("3.5h", "4h", "2h")), ("natalizumab 300 mg", ("1h",)),
                  ("IVIG 0.4 g/kg", ("3h", "4h", "5h")), ("iron sucrose 200 mg", ("15m", "30m")),
                  ("ferric carboxymaltose 750 mg", ("15m", "30m")), ("zoledronic acid 5 mg", ("15m", "30m")),
                  ("rituximab 1000 mg", ("4h", "4.5h", "6h")), ("tocilizumab 8 mg/kg", ("1h",)),
                  ("methylprednisolone 1 g", ("1h", "90m")), ("ustekinumab 390 mg", ("1h",)),
                  ("PRBC 1 unit", ("2h", "3h")), ("NS 1 L hydration", ("1h", "2h")),
                  ("pamidronate 90 mg", ("2h", "4h")), ("ferumoxytol 510 mg", ("15m", "30m")),
                  ("belimumab 10 mg/kg", ("1h",)), ("abatacept 750 mg", ("30m",)),
                  ("golimumab 2 mg/kg", ("30m",)), ("eptinezumab 100 mg", ("30m",)),
                  ("ocrelizumab 300 mg (split dose)", ("2.5h", "3h")), ("denosumab 60 mg SC", ("15m",)))
# (diagnosis, regimens that go with it)
CHEMO_PAIRS = (("ca colon", ("FOLFOX C3D1", "CAPOX C4", "FOLFIRI C6D1", "FOLFOX + bevacizumab C8")),
               ("ca rectum", ("FOLFOX C5D1", "CAPOX C2")),
               ("DLBCL", ("R-CHOP C4", "Pola-R-CHP C3", "R-CHOP C6")),
               ("ca breast ER+", ("EC-90 C2", "paclitaxel wk 7/12", "FEC-T C5", "AC-T (T C2)")),
               ("ca breast HER2+", ("trastuzumab C14 maint", "TCHP C3", "Phesgo C9")),
               ("NSCLC adeno", ("carboplatin/pemetrexed C5", "pembrolizumab C9", "pemetrexed maint C11")),
               ("NSCLC squamous", ("carboplatin/paclitaxel C3", "nivolumab C12", "durvalumab C8")),
               ("myeloma", ("daratumumab wk 6", "bortezomib D11", "Dara-VTd C2")),
               ("MDS", ("azacitidine D3/7", "azacitidine D5/7")),
               ("ca pancreas", ("gemcitabine/nab-paclitaxel D8", "mFOLFIRINOX C4")),
               ("ca ovary", ("carboplatin/paclitaxel C4", "weekly paclitaxel wk 5")),
               ("ca bladder", ("gemcitabine/cisplatin D8", "atezolizumab C6")),
               ("ca stomach", ("FLOT C3", "CAPOX C4")), ("HL", ("ABVD C2B", "A-AVD C3")),
               ("CLL", ("obinutuzumab C1D8", "obinutuzumab C3")),
               ("mesothelioma", ("ipilimumab/nivolumab C4", "pemetrexed/cisplatin C2")),
               ("ca oesophagus", ("FLOT C2", "nivolumab adj C5")))
LAB_ACTIONS = ("no change", "recheck next month", "↑ ESA dose 25%", "hold ESA - Hgb > 11.5",
               "iron load 100 mg x10", "start sevelamer", "RD to review diet", "↑ Zemplar",
               "↓ calcitriol", "extend tx 15 min", "check access flow", "Qb to 450",
               "switch to 3K bath", "binder adherence education", "cinacalcet 30 mg",
               "refer to surgeon re PTX", "repeat K+ pre-tx", "no action", "hold iron - TSAT > 50%",
               "ESA dose unchanged", "Mircera to 150 mcg", "stop calcium acetate")
REASONS_MISSED = ("no show - no call", "transport did not arrive", "inpatient", "illness at home",
                  "family emergency", "weather", "refused - felt well", "overslept",
                  "appointment elsewhere", "left AMA after 1h", "shortened - cramps",
                  "funeral", "on holiday", "car broke down", "work conflict")
# follow-up narratives that fit each reason (see genres_admin.missed_log)
REASON_FOLLOWUPS = {"no show - no call": (0, 4, 7), "transport did not arrive": (3,), "inpatient": (1,),
                    "illness at home": (0, 6, 7), "family emergency": (6, 7), "weather": (7,),
                    "refused - felt well": (0, 7), "overslept": (7,), "appointment elsewhere": (7, 6),
                    "left AMA after 1h": (7,), "shortened - cramps": (7,), "funeral": (2, 6),
                    "on holiday": (2,), "car broke down": (7, 0), "work conflict": (5,)}


def esa(us):
    return tuple(x for x in ESA if (x.split()[0] in ("Epogen", "Retacrit", "Mircera", "Aranesp")) == us
                 or x.split()[0] in ("Mircera", "Aranesp"))


def iron(us):
    us_only, uk_only = ("Ferrlecit", "Feraheme"), ("Monofer", "CosmoFer")
    return tuple(x for x in IRON if x.split()[0] not in (uk_only if us else us_only))


def vitd(us):
    us_only, uk_only = ("Zemplar", "Hectorol"), ("alfacalcidol",)
    return tuple(x for x in VITD if x.split()[0] not in (uk_only if us else us_only))
