"""Genres: forensic toxicology report and chain-of-custody log (dev235_en, author 235)."""
from common import m
import case as K
import scen

SCREEN_NEG = ["amphetamines", "barbiturates", "benzodiazepines", "cannabinoids", "cocaine metabolite", "opiates", "fentanyl",
              "methadone", "tricyclic antidepressants", "salicylate", "paracetamol", "ethanol", "volatiles (acetone, isopropanol, methanol)",
              "synthetic cannabinoid receptor agonists", "nitazenes", "xylazine", "ketamine", "GHB", "Z-drugs"]
METHODS = ["LC-MS/MS", "GC-MS", "HS-GC-FID", "ELISA screen", "LC-QTOF", "UPLC-MS/MS", "immunoassay (EMIT)"]
RANGES = {"Fentanyl": "therapeutic (anaesthesia) 1-3 ng/mL", "Methamphetamine": "recreational 0.01-2.5 mg/L",
          "Alprazolam": "therapeutic 10-40 ng/mL", "Oxycodone": "therapeutic 0.01-0.1 mg/L", "Methadone": "maintenance 0.1-1.0 mg/L",
          "Diazepam": "therapeutic 0.1-1.0 mg/L", "Quetiapine": "therapeutic 0.1-0.5 mg/L", "Pregabalin": "therapeutic 2-8 mg/L",
          "Ethanol": "legal driving limit 0.08 g/dL (US) / 80 mg/100 mL (UK)", "Carboxyhaemoglobin": "non-smoker < 3%, smoker up to 10%",
          "Paracetamol": "therapeutic 10-20 mg/L"}


def _lab_header(c):
    lab = c.org("lab")
    c.lab = lab
    L = [m("ORGANIZATION", lab.upper() if c.pr(0.4) else lab)]
    L.append("%s, %s %s" % (m("STREET", c.street(unit=False)), c.city_state(c.town()), m("ZIP", c.zipc())))
    L.append("Tel %s  |  Fax %s" % (c.PH(), c.FX()))
    if c.pr(0.6):
        L.append("%s accredited, certificate %s" % (c.ch({"US": ["ISO/IEC 17025", "ANAB"], "UK": ["UKAS", "ISO/IEC 17025"],
                                                           "AU": ["NATA", "ISO/IEC 17025"]}[c.cty]), c.LIC("accred")))
    return L


def toxicology(c):
    living = c.pr(0.3)
    if living:
        K.setup(c, living=True, age_range=(16, 60))
    else:
        K.setup(c)
    L = _lab_header(c)
    L.append("")
    L.append(c.ch(["FORENSIC TOXICOLOGY REPORT", "TOXICOLOGY REPORT - FINAL", "Report of Toxicological Analysis", "POSTMORTEM TOXICOLOGY"]
                  if not living else ["TOXICOLOGY REPORT - DFSA PANEL", "Drug-Facilitated Assault Screen - Final Report",
                                      "CLINICAL FORENSIC TOXICOLOGY REPORT"]))
    L.append("Laboratory no.: %s        Report date: %s" % (m("IDNUM", c.tox_no), c.D(c.days(c.day0, c.r.randint(12, 80)), kind="form")))
    if living:
        L.append("Agency case: %s   Requesting: %s" % (m("IDNUM", c.pol_no), c.H("sarc") if c.pr(0.5) else c.O("police")))
        L.append("Subject: %s   DOB: %s   Sex: %s" % (K.P(c, c.ch(["LF", "lf", "fl"])), c.D(c.dob, kind="form"), c.pt.sex))
    else:
        L.append("Agency case: %s   Requesting: %s" % (m("IDNUM", c.case_no), c.H("meo")))
        L.append("Decedent: %s   Age: %s   Sex: %s" % (K.P(c, c.ch(["LF", "LFm", "lf", "fl"])), K.age_num(c) if not c.infant else K.AGE(c), c.pt.sex))
    sub = c.person()
    L.append("Submitted by: %s   Received: %s %s via %s; seals intact (%s)." % (
        c.dr(sub, "path", c.r.randint(0, 7)) if not living else c.dr(sub, "nurse"), c.D(c.days(c.day0, c.r.randint(1, 6)), kind="form"),
        c.tm("hm", 8, 17), c.ch({"US": ["courier", "hand delivery", "priority overnight courier", "police transport"],
                                 "UK": ["courier", "hand delivery", "police transport", "special delivery post"],
                                 "AU": ["courier", "hand delivery", "police transport", "overnight road courier"]}[c.cty]), c.I("seal")))
    L.append("")
    L.append("SPECIMENS")
    if living:
        specs = ["Blood (grey top, NaF) 2 x 5 mL", "Urine 60 mL"]
    else:
        specs = c.sample(["Femoral blood (NaF) 10 mL", "Heart blood 20 mL", "Vitreous humour 2.5 mL", "Urine 35 mL", "Liver 20 g",
                          "Gastric contents 40 mL", "Bile 5 mL", "Subclavian blood 8 mL"], c.r.randint(3, 5))
    for s_ in specs:
        L.append("  %s   %s   collected %s" % (c.I("specimen"), s_, c.D(c.days(c.day0, c.r.randint(0, 3)), kind="short")))
    L.append("")
    L.append("RESULTS")
    keys = c.sc["tox"] if c.sc else c.sample(["etoh", "ghb", "ket", "alp", "thc", "thccooh", "coc", "be", "diaz"], c.r.randint(1, 3))
    rows = K.tox_rows(c, keys, "Blood" if living else None)
    if rows:
        L.append("  %-26s %-10s %-14s %-18s %s" % ("Analyte", "Result", "Units", "Specimen", "Method"))
        for n, v, u, mx in rows:
            L.append("  %-26s %-10s %-14s %-18s %s" % (n, v, u, mx, c.ch(METHODS)))
    else:
        L.append("  No drugs detected.")
    negs = [x for x in SCREEN_NEG if x.split()[0].lower() not in " ".join(r[0].lower() for r in rows)]
    L.append("  Not detected: %s." % ", ".join(c.sample(negs, c.r.randint(4, 8))))
    L.append("")
    L.append(c.ch(["COMMENTS", "Interpretation", "Notes"]))
    com = []
    for n, v, u, mx in rows:
        if n in RANGES and c.pr(0.7):
            com.append("%s %s %s (reference: %s)." % (n, v, u, RANGES[n]))
    com.append(c.ch(["Post-mortem redistribution may elevate central blood concentrations.",
                     "Results relate only to the items tested.", "Ethanol may be produced post-mortem in decomposed specimens.",
                     "Specimens will be retained for 12 months then destroyed unless otherwise instructed.",
                     "Urine collected more than 72 h after the alleged incident; a negative result does not exclude exposure."]))
    L.append(" ".join(com))
    L.append("")
    sci = c.staff("sci")
    rev = c.staff("sci")
    L.append("Analyst: %s   Reviewed/certified: %s, %s   %s" % (
        c.plain(sci, forms=("fl", "il", "fi")), c.plain(rev, forms=("fl", "fml")), c.ch(["PhD, F-ABFT", "MSc, CChem", "BSc (Hons)", "PhD", "DABFT"]),
        c.D(c.days(c.day0, c.r.randint(12, 80)), kind="form")))
    if c.pr(0.4):
        L.append("Results portal: %s   Enquiries: %s" % (c.UR(), c.EM(rev)))
    L.append("Page 1 of %d   %s" % (c.r.randint(1, 3), c.ch(["CONFIDENTIAL", "Released to requesting agency only", "Final"])))
    return "\n".join(L)


ITEMS = ["heart blood (NaF) 2 x 10 mL", "femoral blood 10 mL", "vitreous humour", "urine 30 mL", "liver sample 20 g",
         "ligature (blue nylon rope) in paper sack", "clothing: jeans, T-shirt, underwear (3 paper bags)", "fingernail clippings L/R",
         "sexual assault kit (sealed)", "projectile recovered from left chest", "knife (kitchen, 20 cm blade) in tube", "hair standards",
         "DNA reference card", "mobile phone", "urine (DFSA) 60 mL", "blood alcohol kit", "tape lifts x6", "bite-mark swabs (double swab technique)"]
PURPOSES = ["transfer to evidence room", "submission for analysis", "return to storage", "release to police", "analysis - toxicology",
            "analysis - DNA", "temporary transfer to photography", "courier to external laboratory", "destruction authorised", "retention"]


def chain(c):
    living = c.pr(0.35)
    K.setup(c, living=living) if living else K.setup(c)
    L = []
    L.append(c.ch(["CHAIN OF CUSTODY RECORD", "Chain of Custody / Continuity Log", "EVIDENCE CONTINUITY RECORD", "Property & Evidence Chain of Custody"]))
    L.append("Case: %s   Agency ref: %s" % (m("IDNUM", c.case_no), m("IDNUM", c.pol_no)))
    L.append("%s: %s   DOB %s" % ("Subject" if living else "Decedent", K.P(c, c.ch(["LF", "lf", "Lf"])), c.D(c.dob, kind="form")))
    if living:
        L.append("Collected at: %s by %s" % (c.H("sarc") if c.pr(0.6) else m("LOCATION_OTHER", c.place("custody")), c.dr(c.staff("nurse"), "nurse")))
    else:
        L.append("Collected at: %s, post-mortem %s, by %s" % (c.H("meo"), m("IDNUM", c.pm_no), c.dr(c.path, "path", c.r.randint(0, 7))))
    L.append("")
    prod = c.person()
    ini = prod.render("ini2")
    items = c.sample(ITEMS, c.r.randint(2, 5))
    L.append("ITEMS")
    for i, it in enumerate(items, 1):
        L.append("  %s  %s  seal %s" % (m("IDNUM", "%s/%d" % (ini, i)), it, c.I("seal")))
    L.append("")
    L.append(c.ch(["TRANSFERS", "MOVEMENTS", "Continuity"]))
    L.append("  # | Date | Time | Released by | Received by | Purpose | Seal intact")
    d = c.days(c.day0, c.r.randint(0, 2))
    people = [("DOCTOR", c.path if not living else c.staff("nurse")), ("FAMILY", prod), ("FAMILY", c.person()), ("DOCTOR", c.staff("sci")),
              ("DOCTOR", c.staff("tech")), ("FAMILY", c.person())]
    cur = people[0]
    for k in range(1, c.r.randint(4, 8)):
        nxt = people[k % len(people)] if c.pr(0.7) else c.ch(people)
        if nxt is cur:
            nxt = people[(k + 1) % len(people)]
        d = c.days(d, c.ch([0, 0, 1, 2, 5, 14]))
        L.append("  %d | %s | %s | %s | %s | %s | %s" % (
            k, c.D(d, kind="form") if c.pr(0.8) else c.D(d, kind="short"), c.tm("hhmm", 7, 19),
            m(cur[0], cur[1].render(c.ch(["fl", "il", "lf", "L"]))), m(nxt[0], nxt[1].render(c.ch(["fl", "il", "lf", "L"]))),
            c.ch(PURPOSES), c.ch(["Y", "Y", "Y", "yes", "Y (resealed %s)" % c.I("seal")])))
        cur = nxt
    L.append("")
    L.append("Storage: %s, %s %s, %s %s" % (
        c.ch(["evidence room", "property store", "toxicology cold store", "-20 C freezer room"]), c.ch(["freezer", "locker", "fridge", "bay"]),
        m("LOCATION_OTHER", c.ch(["F-%d" % c.r.randint(1, 9), str(c.r.randint(1, 60)), "C%d" % c.r.randint(1, 20)])),
        c.ch(["shelf", "rack"]), c.r.randint(1, 8)))
    L.append("Police exhibits officer: %s, %s (%s)" % (c.officer(prod), c.O("police"), c.PH()))
    L.append("")
    L.append(c.ch(["LIMS AUDIT TRAIL", "System audit", "Barcode scan log"]))
    for _ in range(c.r.randint(2, 4)):
        who = c.ch([people[3][1], people[4][1], people[0][1]])
        L.append("  %s %s  user %s  %s  ws %s" % (c.D(c.days(d, -c.r.randint(0, 4)), "ISO"), c.tm("hm"), c.U(who),
                                                 c.ch(["SCAN-IN", "SCAN-OUT", "LABEL PRINT", "SEAL CHECK", "EDIT ITEM DESC"]), c.IP()))
    if c.pr(0.5):
        L.append("Courier consignment %s (%s) to %s; tracking %s" % (m("IDNUM", "%s%s" % (c.lt(2), c.dg(9))), c.ch(["temperature logged 4 C", "frozen, dry ice"]),
                                                                     c.O("lab"), c.UR()))
    return "\n".join(L)
