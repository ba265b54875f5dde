"""Genres: contraception consultation, IUD/implant insertion record, pharmacy EC record."""
import datetime as dt

import blocks as K
import pools as P
from fmt import S

METHODS = ("COC (Microgynon 30)", "COC (Rigevidon)", "POP (desogestrel 75 mcg)", "Depo-Provera 150 mg IM",
           "Sayana Press (self-inject)", "condoms only", "no method", "patch (Evra)", "ring (NuvaRing)",
           "withdrawal", "Noriday POP")
REASONS = ("irregular bleeding on current method", "weight gain concerns", "forgetting pills",
           "wants something long-acting", "mood changes on COC", "new relationship", "migraine with aura - CHC now UKMEC 4",
           "BP creeping up", "moving overseas for work", "planning pregnancy in ~2 years")
PLANS = (
    "Desogestrel 75 mcg OD - 3 x 28 tablets, quick-start today. Condoms/abstain for 2 days.",
    "Continue Microgynon 30, tailored regimen (63/7) discussed, 12 months supply issued.",
    "Booked for subdermal implant fitting.",
    "Booked for LNG-IUS (52 mg) fitting - advised ibuprofen 400 mg 1 h before.",
    "DMPA 150 mg IM given today, L deltoid. Next due in 13 weeks (window 11-14 wks).",
    "Sayana Press 104 mg SC taught and first dose self-administered under supervision; 3 further doses supplied.",
    "Cu-IUD (T-Safe 380A QL) fitting booked; bleeding profile discussed.",
    "Drospirenone 4 mg POP (Slynd) started day 1 of cycle.",
)


def contraception(c, b):
    K.setup(c, gender=c.ch(("f", "f", "f", "f", "n")), age_lo=16, age_hi=48)
    K.hdr(c, b, c.ch(("Contraception Consultation", "CaSH CONSULTATION NOTE", "SRH Clinic - Contraception Review",
                      "Contraception & Sexual Health Consultation")))
    b.ln(S("HOSPITAL", c.site["name"]), c.ch((" - Room ", " | Clinic room ", ", consulting room ")),
         S("LOCATION_OTHER", str(c.r.randint(1, 12)) + c.ch(("", "", "A", "B"))))
    b.ln("Date: ", c.D(c.d0), "  Time: %02d:%02d" % (c.r.randint(8, 18), c.ch((0, 10, 20, 30, 40, 50))),
         c.ch(("  Seen by: ", "  Clinician: ")), c.dn(c.clin1))
    K.demo(c, b, extra=c.ch((("mob",), ("gp",), ("mob", "gp"), ("enc",), ())))
    b.ln("")
    cur = c.ch(METHODS)
    why = c.ch(REASONS)
    pc = c.ch(("PC", "Presenting complaint", "Reason for attendance"))
    b.ln(pc, ": ", c.A(), c.ch(("F", "yo", " y/o", "-year-old")), " ", c.ch(("attending re", "requesting review of", "wants to discuss")),
         " contraception. Currently using ", cur, "; ", why, ".")
    b.ln("")
    b.ln(c.ch(("Hx:", "HISTORY", "History")))
    l = K.lmp(c)
    b.ln("- LMP ", c.D(l), c.ch((", regular 28/5", ", cycle 26-32 days", ", irregular since stopping pill", " (amenorrhoeic on DMPA before that)")))
    if c.pr(0.7):
        pa = K.sex_partner(c)
        since = c.days(-900, -60)
        b.ln("- Sexual hx: ", c.ch(("one regular partner ", "regular partner ", "boyfriend ", "partner ")),
             c.pn("first", "FAMILY", pa), " since ", c.D(since, c.ch(("monyear", "monyr3", "year"))),
             c.ch(("; no other partners in last 3/12.", "; 2 casual partners in last 3 months.", ", condoms rarely used.")))
    else:
        b.ln("- Sexual hx: no current partner; last sex ", c.ch(("~4 months ago", "last year", "6/52 ago")), ".")
    b.ln("- Last UPSI: ", c.D(c.d0 - dt.timedelta(days=c.r.randint(1, 20)), c.ch(("dm", "dmnoyear", c.ds))),
         c.ch(("", " (within current cycle)", " - before LMP")))
    obs = c.ch(("G0", "G1P1 (SVD %s)", "G2P1 (TOP %s)", "G3P2 (LSCS x2, last %s)"))
    if "%s" in obs:
        yy = c.d0.year - c.r.randint(1, 9)
        b.ln("- O&G: ", obs.split("%s")[0], S("DATE", str(yy)), obs.split("%s")[1])
    else:
        b.ln("- O&G: G0. Cervical screening: ", c.ch(("up to date", "not yet eligible", "overdue - encouraged")), ".")
    b.ln("- PMH: ", c.ch(("nil", "migraine without aura", "asthma (salbutamol PRN)", "PCOS", "depression", "epilepsy (lamotrigine)",
                          "endometriosis", "anxiety")), ". No VTE history.")
    if c.pr(0.35):
        b.ln("- ", K.fam_age_line(c))
    b.ln("- Smoking: ", c.ch(("never", "5/day", "ex-smoker", "vapes daily", "10/day")), ". Alcohol ", c.r.randint(0, 20), " units/wk.")
    b.ln("- Meds: ", c.ch(("none", "sertraline 50 mg OD", "levothyroxine 75 mcg", "topiramate 50 mg BD (enzyme inducer!)",
                           "isotretinoin (derm)", "citalopram 20 mg")), ". Allergies: ", c.ch(("NKDA", "penicillin (rash)", "plasters")), ".")
    if c.pr(0.45):
        b.ln("- SH: ", K.occupation(c), c.ch((", lives with partner.", ", shift work.", ".", " at " + K.employer(c) + ".")))
    b.ln("")
    b.ln("O/E: ", K.vitals(c))
    b.ln("UPT: ", c.ch(("negative", "neg", "not indicated (<3 wks since UPSI - repeat advised)")))
    mec = c.ch(("UKMEC", "MEC")) if c.uk else "MEC"
    b.ln("%s: CHC %d, POP 1, DMPA %d, implant 1, IUD 1" % (mec, c.ch((1, 2, 2, 3, 4)), c.ch((1, 2))))
    b.ln("")
    b.ln(c.ch(("Discussion:", "Counselling:")), " all methods discussed incl. LARC efficacy (>99%), bleeding patterns, ",
         c.ch(("bone density with DMPA", "return to fertility", "VTE risk with CHC", "drug interactions")),
         ". Leaflet given; further info: ", end_url(c))
    b.ln("")
    b.ln("Plan:")
    plan = c.ch(PLANS)
    b.ln("1. ", plan)
    if "Booked" in plan:
        b.ln("   Appt: ", c.D(c.days(7, 30), c.ch(("wdmonth", "wdshort", c.ds))), " %02d:%02d with " % (c.r.randint(9, 16), c.ch((0, 15, 30, 45))),
             c.dn(c.clin2))
    b.ln("2. ", c.ch(("Self-taken vulvovaginal swab for CT/NG NAAT - results by text.", "STI screen declined.",
                      "Full STI screen incl. HIV/syphilis bloods taken.")))
    if c.uk and c.pr(0.35):
        b.ln("3. Rx charge: exempt - ", c.ch(("HC2 cert no. ", "PPC no. ", "maternity exemption ")), S("HEALTHPLAN", c.healthplan()))
    elif not c.uk and c.pr(0.3):
        b.ln("3. Community Services Card ", S("HEALTHPLAN", c.dig(10)), " - $5 co-pay applies.")
    if c.pr(0.5):
        b.ln("")
        b.ln("Medication issued:")
        b.ln("| Drug | Dose | Qty | Batch |")
        b.ln("|---|---|---|---|")
        b.ln("| ", c.ch(("Desogestrel", "Levonorgestrel/EE", "Medroxyprogesterone acetate", "Drospirenone")), " | ",
             c.ch(("75 mcg OD", "150/30 mcg", "150 mg/1 ml IM", "4 mg OD")), " | ", c.ch(("3 x 28", "1", "6 x 28", "12 x 21")),
             " | ", S("IDNUM", c.idnum("batch")), " |")
        b.ln("| Condoms (regular) | - | %d | - |" % c.ch((12, 24, 36)))
    if c.age < 18:
        b.ln("Under 18: Fraser guidelines met; Spotting the Signs proforma completed - no concerns.")
    b.ln("Next review: ", c.ch(("12 months (BP/BMI)", "3 months - bleeding review", "as needed")),
         c.ch(("", "; recall set for " + c.D(c.days(80, 380), c.ch(("monyear", c.ds))))))
    K.signoff(c, b)
    if c.pr(0.4):
        K.audit(c, b)


def end_url(c):
    if c.pr(0.5):
        return S("URL", c.url(c.ch(("contraception", "methods", "getit", "youth"))))
    return "clinic website."


def larc(c, b):
    K.setup(c, gender="f", age_lo=16, age_hi=50)
    kind = c.ch(("ius", "cuiud", "implant", "implant", "refit"))
    titles = {"ius": "INTRAUTERINE SYSTEM INSERTION RECORD", "cuiud": "COPPER IUD INSERTION - PROCEDURE NOTE",
              "implant": "SUBDERMAL IMPLANT INSERTION", "refit": "IMPLANT REMOVAL AND REFIT"}
    K.hdr(c, b, titles[kind])
    b.ln(c.ch(("Site: ", "Location: ")), S("HOSPITAL", c.site["name"]), c.ch((", procedure room ", ", treatment room ")),
         S("LOCATION_OTHER", str(c.r.randint(1, 6))))
    K.demo(c, b, extra=c.ch((("enc",), (), ("mob",))))
    b.ln("Date of procedure: ", c.D(c.d0))
    op, ch = c.clin("proc"), c.clin2
    while op.last == ch.last:
        op = c.clin("proc")
    lo = " (LoC SDI)" if kind in ("implant", "refit") else " (LoC IUT)"
    b.ln("Operator: ", c.dn(op), c.ch((lo, lo, " (FSRH trainer)", "")), "   Chaperone/assistant: ",
         c.ch((S("DOCTOR", "%s %s" % (ch.first, ch.last)) + ", HCA", c.dn(ch), S("DOCTOR", ch.first) + " (HCA)")))
    if kind in ("ius", "cuiud"):
        dev = c.ch(("Mirena 52 mg LNG-IUS", "Levosert 52 mg", "Kyleena 19.5 mg", "Jaydess 13.5 mg", "Benilexa One Handed")) \
            if kind == "ius" else c.ch(("T-Safe 380A QL", "Nova-T 380", "Mini TT380 Slimline", "Ancora 375 Cu", "Multiload Cu375"))
        ind = c.ch(("contraception", "contraception + HMB", "endometrial protection (HRT)", "dysmenorrhoea")) if kind == "ius" else \
            c.ch(("contraception", "contraception (hormone-free preferred)", "emergency contraception (UPSI "))
        b.ln("Device: ", dev, "   Lot/batch: ", S("DEVICE", c.device()))
        if ind.endswith("("):
            b.ln("Indication: ", ind, c.D(c.d0 - dt.timedelta(days=c.r.randint(1, 5)), c.ch(("dm", "wdshort"))), ", day ",
                 str(c.r.randint(10, 19)), " of cycle)")
        else:
            b.ln("Indication: ", ind)
        b.ln("")
        b.ln("Pre-procedure checks")
        b.ln("  LMP: ", c.D(K.lmp(c, 3, 20)), "   UPSI since LMP: ", c.ch(("no", "yes - UPT neg, repeat in 3/52", "no (abstinent)")))
        if c.pr(0.5):
            b.ln("  STI screen: CT/NG NAAT neg (", S("DATE", K.fdate2(c, c.d0 - dt.timedelta(days=c.r.randint(7, 60)))), ")")
        else:
            b.ln("  STI screen: ", c.ch(("declined, low risk", "taken today, prophylaxis not indicated")))
        b.ln("  Consent: verbal and written, risks discussed (perforation ~1/1000, expulsion ~1/20, infection, failure).")
        b.ln("  Analgesia: ", c.ch(("ibuprofen 400 mg PO 1 h pre", "paracetamol 1 g PO", "lidocaine 10% spray to cervix",
                                    "intracervical block, lidocaine 1% 4 ml")), ".")
        b.ln("")
        b.ln("Procedure")
        b.ln("  Bimanual: uterus ", c.ch(("AV", "RV", "axial")), ", normal size, non-tender, adnexae NAD.")
        b.ln("  Speculum: cervix healthy", c.ch(("", ", small ectropion", ", nabothian follicles")), ". Cleansed with saline.")
        b.ln("  Tenaculum at 12 o'clock. Sounded to %d cm. Device placed fundally without difficulty." % c.r.randint(6, 9))
        b.ln("  Threads trimmed to %d cm. EBL minimal." % c.ch((2, 3, 3)))
        b.ln("  Post: HR %d, BP %d/%d, " % (c.r.randint(58, 96), c.r.randint(96, 130), c.r.randint(56, 84)),
             c.ch(("felt well, discharged after 15 min.", "mild vasovagal, resolved lying flat.", "cramping settled with heat pack.")))
        yrs = {"Mirena 52 mg LNG-IUS": 8, "Levosert 52 mg": 8, "Kyleena 19.5 mg": 5, "Jaydess 13.5 mg": 3,
               "Benilexa One Handed": 8}.get(dev, 10)
    else:
        dev = "Nexplanon (etonogestrel 68 mg)"
        yrs = 3
        b.ln("Device: ", dev, c.ch(("   LOT: ", "   Lot no. ", "  batch ")), S("DEVICE", c.device()))
        if kind == "refit":
            old = c.d0 - dt.timedelta(days=365 * 3 + c.r.randint(-30, 200))
            b.ln("Previous implant inserted ", c.D(old), c.ch((" at ", " by ")),
                 S("HOSPITAL", c.ch(P.UK_GP if c.uk else P.NZ_GP)) if c.pr(0.6) else S("HOSPITAL", c.gp["name"]),
                 "; ", c.ch(("due for change", "bleeding problems", "overdue by 2 months")), ".")
        b.ln("Arm: ", c.ch(("left (non-dominant)", "right (non-dominant)", "L")), ", %d cm above medial epicondyle, 3-5 cm posterior to sulcus." % c.r.randint(8, 10))
        b.ln("Pregnancy excluded: ", c.ch(("UPT neg + no UPSI since LMP ", "day 3 of cycle, LMP ", "on reliable method until today, LMP ")),
             c.D(K.lmp(c, 2, 20)))
        b.ln("LA: lidocaine 1%% %d ml. Sterile technique." % c.ch((2, 2, 3)))
        if kind == "refit":
            b.ln("Removal: palpable, %s; 2 mm incision, implant delivered intact (%d mm). New implant via same track." %
                 (c.ch(("superficial", "slightly deep but palpable", "fibrous sheath dissected")), c.ch((40, 40, 39))))
        b.ln("Counselled: bleeding unpredictable (approx 1 in 3 infrequent, 1 in 5 amenorrhoea, 1 in 5 frequent/prolonged);")
        b.ln("  efficacy >99.9%; enzyme-inducing drugs reduce efficacy; rare deep insertion/migration.")
        b.ln("Obs pre: " + K.vitals(c))
        b.ln("Procedure: skin cleaned with chlorhexidine 2%, insertion line marked, applicator inserted subdermally")
        b.ln("  with skin tented, obturator unlocked and cannula withdrawn. Tip of needle not visible in applicator.")
        b.ln("Implant palpated by clinician and patient post insertion. Steri-strips + pressure bandage 24 h.")
        b.ln("Complications: ", c.ch(("none", "minor ooze", "none; mild bruising expected")), ".")
    rep = dt.date(c.d0.year + yrs, c.d0.month, min(c.d0.day, 28))
    b.ln("")
    b.ln(c.ch(("Remove/replace by: ", "Replacement due: ", "Licensed until ")), c.D(rep, c.ch((c.ds, "monyear", "monyr3"))),
         c.ch(("", " (card given)", " - recall set")))
    b.ln("Follow-up: ", c.ch(("thread check at 6 weeks, self or clinic" if kind in ("ius", "cuiud") else
                              "none routine - return if bleeding problematic", "none routine - return if problems",
                              "phone review " + S("DATE", K.fdate2(c, c.days(35, 49))))), ".")
    if c.pr(0.5):
        b.ln("Results/queries to ", S("PHONE", c.mobile), c.ch((" (text OK).", " - consented to voicemail.")))
    K.signoff(c, b, op)
    K.audit(c, b, op)


def ec_pharmacy(c, b):
    K.setup(c, gender="f", age_lo=14, age_hi=44)
    ph = c.make_site("pharm")
    pharm = c.clin()
    pharm.role, pharm.cred = "Pharmacist", c.ch(("MPharm", "BPharm", "MPharm IP"))
    pharm.regbody = "GPhC" if c.uk else "PCNZ"
    pharm.reg = c.regno(pharm.regbody)
    pharm.title = ""
    K.hdr(c, b, c.ch(("Emergency Contraception - Pharmacy Consultation Record",
                      "EHC CONSULTATION (PGD)" if c.uk else "EMERGENCY CONTRACEPTIVE PILL - PHARMACIST SUPPLY",
                      "Emergency Hormonal Contraception Record")))
    b.ln(S("HOSPITAL", ph["name"]), ", ", S("STREET", ph["h"]["street"]), ", ", S("CITY", ph["h"]["city"]),
         "  Tel ", S("PHONE", ph["tel"]))
    b.ln("Pharmacist: ", S("DOCTOR", pharm.full() if c.pr(0.7) else pharm.first[0] + ". " + pharm.last), ", ", pharm.cred,
         "  (", pharm.regbody, " ", S("LICENSE", pharm.reg), ")")
    b.ln("Consultation ref: ", S("ACCOUNT", c.account()), "   Date: ", c.D(c.d0), " %02d:%02d" % (c.r.randint(8, 21), c.r.randint(0, 59)))
    b.ln("")
    b.ln("Client: ", c.pn(c.ch(("full", "init", "first", "INIT"))), "   Age: ", c.A(), c.ch(("", "", " (DOB " + c.DOB() + ")")))
    b.ln(c.ch(("Postcode: ", "Postcode only: ")), S("ZIP", c.home["post"]), c.ch(("", "   GP: " + S("HOSPITAL", c.gp["name"]))))
    b.ln("Consent to share with GP: ", c.ch(("Y", "N", "declined")))
    b.ln("")
    hrs = c.r.randint(6, 110)
    upsi = c.d0 - dt.timedelta(hours=hrs)
    b.ln("UPSI: ", S("DATE", K.fdate2(c, upsi, c.ch(("wdshort", "dmnoyear", c.ds)))), " approx %d h ago" % hrs,
         c.ch((" (condom split)", " (missed 3 pills)", "", " (late DMPA)")))
    b.ln("Other UPSI this cycle: ", c.ch(("no", "yes - also within window", "unsure", "no")))
    b.ln("LMP: ", c.D(K.lmp(c, 5, 30)), "  usual cycle %d days" % c.ch((26, 28, 28, 30, 35)))
    wt = c.r.randint(48, 118)
    b.ln("Weight: %d kg" % wt, "   BMI: %s" % c.ch(("<26", ">26", "not recorded", "31")))
    b.ln("Interacting meds (enzyme inducers, PPI, antacids): ", c.ch(("none", "omeprazole 20 mg", "St John's wort", "carbamazepine")))
    b.ln("Breastfeeding: no   Asthma on oral steroids: no   Vomited: no")
    b.ln("")
    ul = hrs > 72 or c.pr(0.3)
    if hrs > 120:
        b.ln("OUTSIDE window for oral EC - urgent referral for Cu-IUD.")
    elif ul:
        b.ln("Supplied: ulipristal acetate 30 mg x1 (ellaOne), batch ", S("IDNUM", c.idnum("batch")), ", taken on premises.")
        b.ln("Advised: avoid hormonal contraception for 5 days then restart; condoms until effective.")
    else:
        dose = "3 mg (2 x 1.5 mg, weight >70 kg / enzyme inducer)" if wt > 70 else "1.5 mg"
        b.ln("Supplied: levonorgestrel ", dose, ", batch ", S("IDNUM", c.idnum("batch")), ", taken in pharmacy.")
        b.ln("Advised: quick-start POP/COC today; condoms 7 days (POP 2 days).")
    k = c.r.randrange(3)
    if k == 0:
        b.ln("Cu-IUD discussed as most effective option - declined.")
    else:
        b.ln("Cu-IUD discussed as most effective option - ", ("referred to ", "client will self-book at ")[k - 1],
             S("HOSPITAL", c.site["name"]), c.ch((".", " (tel " + S("PHONE", c.site["tel"]) + ").")))
    b.ln("Pregnancy test advised in 3 weeks (", c.D(c.d0 + dt.timedelta(days=21), c.ch(("dmnoyear", "wdshort", c.ds))),
         ") or if next period >7 days late.")
    if c.age < 16:
        b.ln("")
        b.ln("UNDER 16: Fraser guidelines assessed - competent. Partner age: ", S("AGE", str(c.age + c.r.randint(0, 2))),
             ". Safeguarding screen completed: ", c.ch(("no concerns, no referral needed", "pharmacy safeguarding lead informed",
                                                      "discussed with " + S("HOSPITAL", c.site["name"]) + " duty nurse")), ".")
    elif c.age < 18:
        b.ln("Age 16-17: safeguarding questions asked - no concerns.")
    b.ln("")
    b.ln("Counselling points covered:")
    b.ln(" [x] mode of action / failure rate   [x] may cause nausea, headache, altered next period")
    b.ln(" [x] vomiting within 3 h - return for repeat dose   [x] ongoing contraception   [x] STI risk")
    b.ln(" [", c.ch(("x", " ")), "] written information leaflet   [x] chaperone offered")
    b.ln("STI testing discussed; info: ", S("URL", c.url(c.ch(("stitest", "freetest", "sexualhealth")))))
    if c.pr(0.4):
        b.ln("Follow-up text to ", S("PHONE", c.mobile), " consented.")
    b.ln("")
    b.ln("Signed ", S("DOCTOR", pharm.first + " " + pharm.last), " ", c.D(c.d0, c.ch(("dm", c.ds))))
