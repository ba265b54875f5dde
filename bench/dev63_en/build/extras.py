"""Extra sections shared by several genres: medication tables, fluid balance, goals,
infusions, exam findings.  Mostly clinical hard negatives with some PHI."""
from phi import P, S, T
from common import DAY, time_str

ADMIN = ["paracetamol 1 g", "oxycodone 5 mg", "ondansetron 4 mg", "enoxaparin 40 mg", "co-amoxiclav 1.2 g",
         "ceftriaxone 2 g", "furosemide 40 mg", "insulin aspart 6 units", "metoprolol 25 mg", "lactulose 15 ml",
         "morphine 2.5 mg", "piperacillin-tazobactam 4.5 g", "potassium chloride 20 mmol", "thiamine 100 mg",
         "haloperidol 0.5 mg", "salbutamol 5 mg neb", "vancomycin 1.25 g", "magnesium sulfate 2 g"]
ROUTES = ["PO", "IV", "SC", "NEB", "IV infusion", "PR", "NG"]


def inits(g, p):
    return g.name(p, "init", "DOCTOR")


def med_admin(g, w, c, d):
    w.heading(g.ch(["Medications given", "MAR summary", "Meds administered this shift"]))
    rows = []
    staff = [c.nurse, g.person()]
    for m in g.r.sample(ADMIN, g.r.randint(3, 6)):
        rows.append([m, g.ch(ROUTES), time_str(g), inits(g, g.ch(staff))])
    w.table(["Drug", "Route", "Time", "Given by"], rows)
    if g.chance(0.4):
        w.para([T("CD check with {a} (witness); cabinet access fingerprint {b}.", a=g.staff(staff[1], g.ch(["plain", "first", "initl"])),
                  b=P("BIOID", g.bioid("fp")))])


def io_table(g, w):
    w.heading(g.ch(["Fluid balance", "Intake / output", "I&O"]))
    rows = [["Oral", "%d ml" % g.r.randint(100, 1500)], ["IV", "%d ml" % g.r.randint(0, 2500)],
            ["Urine", "%d ml" % g.r.randint(200, 2600)], ["Drain", "%d ml" % g.r.randint(0, 300)],
            ["Stool", g.ch(["BO x1 (Bristol 6)", "nil", "Bristol 4"])]]
    w.table(["Source", "Volume"], rows)


def skin(g, c):
    return g.ch([
        S("Skin: category %d pressure injury to sacrum, %.1f x %.1f cm; Mepilex Border applied, 2-hourly turns." % (g.r.randint(1, 3), g.r.uniform(0.5, 4), g.r.uniform(0.5, 3))),
        S("Skin intact; heels offloaded; Waterlow/Braden reassessed."),
        T("Wound photo taken with consent and uploaded (image ID {i}).", i=P("IDNUM", g.idnum("spec"))),
        S("Surgical wound clean and dry, 14 clips in situ; Aquacel intact."),
    ])


def education(g, c):
    items = [T(g.ch(["Falls prevention leaflet given to {p}", "Inhaler technique reviewed with {p}", "Insulin sick-day rules explained to {p}"]) +
               g.ch(["", " and " + c.nok_rel + " {f}"]), p=g.pt_ref(c.pt), f=g.name(c.nok, "first", "FAMILY")),
             S(g.ch(["Call bell within reach, bed rails down, low-low bed.", "Delirium screen (4AT) %d." % g.r.randint(0, 12),
                     "Hourly rounding commenced.", "Bed alarm on; 1:4 supervision."]))]
    if g.chance(0.4):
        items.append(T("Social work referral sent to {sw} for carer stress.", sw=g.staff(g.person(), g.ch(["plain", "first"]))))
    return items


def goals(g, w, c, d):
    w.heading(g.ch(["Goals", "Short-term goals", "Goals (SMART)"]))
    pool = ["Independent transfers bed to chair", "Walk 50 m with 4WW", "Stairs x14 with rail", "Independent shower on stool",
            "Safe swallow on IDDSI level 6", "Functional communication of needs", "Return to driving", "Kitchen tasks with supervision"]
    rows = []
    for gl in g.r.sample(pool, g.r.randint(2, 4)):
        rows.append([gl, S(g.D(d + g.r.randint(7, 42) * DAY, pool=["num", "dm", "txt", "dmtxt"])), g.ch(["ongoing", "partially met", "new", "met"])])
    w.table(["Goal", "Target date", "Status"], rows)


def treatment(g, c):
    return [S(g.ch(["Treatment: sit-to-stand x10 with min assist, gait 30 m with 4WW and SBA.",
                    "Treatment: shower transfer practice, upper-limb dressing with hemi technique.",
                    "Treatment: Shaker exercises, effortful swallow, chin tuck with thin fluids.",
                    "Treatment: constraint-induced movement therapy, 45 minutes."])),
            S(g.ch(["Tolerated well, SpO2 stayed above 92%.", "Fatigued after 20 minutes; rest breaks provided.",
                    "Pain 4/10 during session, settled with rest.", "Orthostatic BP 128/70 to 110/64, asymptomatic."]))]


def infusions(g, w):
    w.heading(g.ch(["Infusions", "Drips", "Current infusions"]))
    pool = [["noradrenaline", "%.2f mcg/kg/min" % g.r.uniform(0.02, 0.4)], ["propofol", "%d mcg/kg/min" % g.r.randint(10, 60)],
            ["fentanyl", "%d mcg/hr" % g.r.randint(25, 150)], ["insulin", "%.1f units/hr" % g.r.uniform(0.5, 8)],
            ["heparin", "%d units/hr" % g.r.randint(600, 1800)], ["dexmedetomidine", "%.1f mcg/kg/hr" % g.r.uniform(0.2, 1.4)],
            ["vasopressin", "0.03 units/min"], ["amiodarone", "900 mg/24 h"]]
    rows = g.r.sample(pool, g.r.randint(2, 4))
    w.table(["Drug", "Rate"], rows)


def exam_pairs(g):
    return [("Gen", S(g.ch(["sedated, ventilated", "alert, comfortable on HFNC", "drowsy, rousable"]))),
            ("Chest", S(g.ch(["bilateral crackles bases", "reduced AE R base", "clear"]))),
            ("CVS", S(g.ch(["HS I+II+0", "irregularly irregular", "warm peripheries, CRT 2 s"]))),
            ("Abdo", S(g.ch(["soft, non-tender, BS present", "distended, tympanic", "PEG site clean"]))),
            ("Skin", S(g.ch(["sacral category 2", "intact", "mottled knees"])))]


LANGS = ["Portuguese", "Mandarin", "Arabic", "Vietnamese", "Polish", "Punjabi", "Somali", "Tagalog", "Farsi", "Cantonese",
         "Greek", "Tigrinya", "Spanish", "French"]


def addendum(g, w, c, d):
    """Late entry / addendum paragraph by a second staff member."""
    who = g.person()
    k = g.r.random()
    if k < 0.35:
        body = T("Interpreter {i} (" + g.ch(LANGS) + ", booking ref {b}) present for " + g.ch(["consent discussion", "the assessment", "family update"]) + ".",
                 i=g.staff(who, g.ch(["plain", "first"])), b=P("IDNUM", g.idnum("req")))
    elif k < 0.7:
        body = T("Discussed at " + g.ch(["MDT", "board round", "bed meeting", "huddle"]) + " on {d} with {a} and {b}; " +
                 g.ch(["EDD agreed", "awaiting OT sign-off", "for social work review", "plan unchanged"]) + ".",
                 d=g.Ds(d), a=g.staff(who, g.ch(["dr", "plain", "first"])), b=g.staff(g.person(), g.ch(["plain", "first", "initl"])))
    else:
        body = T("Phone call from {f} (" + c.nok_rel + ") at " + time_str(g) + " asking about visiting on {wd}; advised " + g.ch(["2-8 pm", "after ward round", "any time"]) + ".",
                 f=g.name(c.nok, g.ch(["first", "fl"]), "FAMILY"), wd=g.D(d + DAY, "wdonly"))
    w.heading(g.ch(["Addendum", "Late entry", "Additional note"]))
    w.para([T("{d} " + time_str(g) + ": ", d=g.Ds(d)), body])
    w.line(g.ch(["- ", "-- ", ""]), g.staff(who, g.ch(["plain", "initl", "cred"]), g.ch(["RN", "MD", "SW", "CNS"])))


def communication(g, c):
    ph = g.person()
    return [T("Updated medicine list faxed to {p} ({fx}); spoke with pharmacist {n} on {t}.", p=P("HOSPITAL", c.pharmacy), fx=P("FAX", g.phone("land")),
              n=g.staff(ph, g.ch(["plain", "first"])), t=P("PHONE", g.phone("land"))),
            T(g.ch(["Webster-pak", "Dosette box", "Blister pack", "Compliance pack"]) + " to start {d}; delivery to {a}.", d=g.Ds(c.adm + 2 * DAY),
              a=S(P("STREET", c.addr["street"]), ", ", P("CITY", c.addr["city"])))]
