"""Genres: new-patient menopause consultation, HRT review, POI clinic letter."""
import clinical as K
import pools
import phi
import regions as R
from case import D, letterhead, pt_banner, gp_address, dear_gp, signoff
from notebuilder import P


def tm(rng):
    return "%02d:%02d" % (rng.randint(8, 17), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))


def room(rng):
    return rng.choice(["Room ", "Rm ", "Clinic room ", "Consulting Rm ", "Room "]), \
        rng.choice([str(rng.randint(1, 14)), "%d.%02d" % (rng.randint(1, 3), rng.randint(1, 30)),
                    "%d%s" % (rng.randint(1, 9), rng.choice("ABC")), "G%02d" % rng.randint(1, 20)])


def hpc(n, rng, c):
    pt = c.pt
    k = rng.randint(0, 5)
    if k == 0:
        n.add(pt.t_last(), " is a ", P("AGE", str(c.age)), "-year-old ", P("PROFESSION", c.profession),
              " referred by her ", c.v["gp"], " with ")
    elif k == 4:
        n.add(pt.full_mid(), ", ", phi.age_phrase(rng, c.age), ", ", rng.choice(["G2P2", "nulliparous", "P3"]),
              ", referred by ", c.gp.t_last(), " with ")
    elif k == 5:
        n.add("Pt ", pt.initials(), " ", phi.age_phrase(rng, c.age, short=True), " presents with ")
    elif k == 1:
        n.add(P("AGE", str(c.age)), rng.choice(["F", "yo F", " y/o woman"]), ", ",
              rng.choice(["perimenopausal", "postmenopausal", "?peri"]), ", referred with ")
    elif k == 2:
        n.add("I saw ", pt.t_full(), " (", P("AGE", str(c.age)), ") today in the menopause clinic with ")
    else:
        n.add("Thank you for referring this pleasant ", P("AGE", str(c.age)), " year old lady with ")
    n.add(rng.choice(["troublesome vasomotor symptoms", "sleep disturbance and low mood",
                      "perimenopausal symptoms not controlled on current %s" % c.hrt,
                      "a request to discuss %s" % c.hrt, "GSM and recurrent UTIs"]), ". ")
    n.add(K.vasomotor(rng, c), " ")
    if rng.random() < 0.5:
        when = phi.add_days(c.visit, -rng.randint(200, 1200))
        if rng.random() < 0.25:
            n.add("Symptoms began around ", P("DATE", rng.choice(["Christmas", "Easter", "New Year", "Christmas " + str(when.year)])))
        else:
            n.add("Symptoms began around ", D(rng, c, when, rng.choice(["month_year", "year"])))
        n.add(
              rng.choice([" after her mother's death", " when she changed jobs", "", " following a hysterectomy"]), ". ")
    nick = pools.NICKNAME.get(pt.first)
    if nick and rng.random() < 0.7:
        n.add("Prefers to be called ", P("PATIENT", nick), ". ")
    if rng.random() < 0.5:
        n.add("She attends with her ", c.partner_rel, " ", P("FAMILY", c.partner.first), ". ")
    if rng.random() < 0.3:
        n.add("Her ", c.child_rel, " ", P("FAMILY", c.child.first))
        if rng.random() < 0.5:
            n.add(" (", P("AGE", str(rng.randint(12, 24))), ")")
        n.add(
              " has noticed she is 'not herself'. ")
    n.blank()


def new_patient_consult(rng, c, n):
    variant = rng.randint(0, 2)
    if variant == 2:
        letterhead(n, rng, c, dept=rng.choice(["Menopause Service", "Department of Gynaecology",
                                               "Midlife Women's Health", "Women's Health Outpatients"]))
        n.line("Date: ", D(rng, c, c.visit, rng.choice(["long", "ord", "num"])))
        n.line("Clinic date: ", D(rng, c, c.visit, "num"))
        n.blank()
        gp_address(n, rng, c)
        n.line(dear_gp(rng, c))
        n.blank()
        pt_banner(n, rng, c)
        n.line("Diagnosis: ", rng.choice(["Perimenopause", "Menopause (post)", "Vasomotor symptoms",
                                          "Surgical menopause (TAH+BSO)", "GSM"]))
        n.line("Plan: ", K.hrt_regimen(rng, c, rng.random() < 0.8))
        n.blank()
        hpc(n, rng, c)
        K.menstrual(n, rng, c)
        K.pmh(n, rng, c)
        K.meds(n, rng, c)
        K.family_hx(n, rng, c)
        K.social(n, rng, c)
        K.exam(n, rng, c)
        n.blank()
        K.risk_counsel(n, rng, c)
        K.plan_lines(n, rng, c)
        signoff(n, rng, c)
        return
    n.line(rng.choice(["MENOPAUSE CLINIC - NEW PATIENT", "New Patient Consultation - Menopause Service",
                       "NEW PT: MIDLIFE WOMEN'S HEALTH", "Specialist Menopause Clinic: New"]))
    n.line(P("HOSPITAL", c.hosp.name), rng.choice(["", " - Gynaecology Outpatients", " | Women's Health"]))
    rl, rv = room(rng)
    n.line("Date: ", D(rng, c, c.visit, rng.choice(["num", "iso", "wk_long", "dash"])), " ", tm(rng),
           "   ", rl, P("LOCATION_OTHER", rv))
    pt_banner(n, rng, c, rng.choice([1, 3, 4]))
    n.line("Referred by: ", c.gp.t_full(), ", ", P("HOSPITAL", c.practice.name),
           " (referral dated ", D(rng, c, phi.add_days(c.visit, -rng.randint(20, 200)), "num"), ")")
    n.add("Seen by: ", c.spec.t_full())
    if rng.random() < 0.4:
        stu = phi.new_person(rng, "DOCTOR", rng.random() < 0.6)
        n.add(" with ", stu.full(), " (medical student, verbal consent obtained)")
    n.blank()
    if rng.random() < 0.2:
        interp = phi.new_person(rng, "DOCTOR", rng.random() < 0.7, middle_p=0)
        n.line("Interpreter: ", interp.full(), " (", rng.choice(["Polish", "Portuguese", "Urdu", "Arabic",
                                                                  "Tagalog", "Romanian", "Somali"]),
               ", in person)")
    n.blank()
    n.line(rng.choice(["HPC:", "History:", "Presenting complaint:"]))
    hpc(n, rng, c)
    n.line(rng.choice(["Symptoms reported:", "Sx:", "Symptom review:"]))
    K.symptom_bullets(n, rng, c)
    n.line("Greene Climacteric Scale: %d/63 (psych %d, somatic %d, vasomotor %d, sexual %d)" % (
        rng.randint(14, 48), rng.randint(4, 20), rng.randint(2, 14), rng.randint(2, 6), rng.randint(0, 3)))
    n.blank()
    n.line("Gynae hx:")
    K.menstrual(n, rng, c)
    K.pmh(n, rng, c)
    K.meds(n, rng, c)
    K.family_hx(n, rng, c)
    K.social(n, rng, c)
    K.exam(n, rng, c)
    if rng.random() < 0.6:
        K.labs(n, rng, c)
    n.blank()
    n.line(rng.choice(["Impression:", "Assessment:", "Imp:"]), " ", rng.choice([
        "Perimenopausal with significant VMS and sleep disruption. No contraindication to %s." % c.hrt,
        "Postmenopausal (LMP >12/12), moderate-severe VMS, GSM. UKMEC/MEC 1 for transdermal.",
        "Symptoms consistent with perimenopause; mood component - PHQ-9 11, GAD-7 8.",
        "Menopause, with FHx of osteoporosis - baseline DEXA reasonable."]))
    K.risk_counsel(n, rng, c)
    K.plan_lines(n, rng, c, rng.random() < 0.85)
    n.blank()
    if rng.random() < 0.5:
        n.line(c.spec.full(), " ", c.spec.cred, " | ", c.spec.role, " | ", c.spec_lic[0], " ",
               P("LICENSE", c.spec_lic[1]))
    else:
        n.line("Signed: ", c.spec.t_last(), " ", D(rng, c, c.visit, "num"), " ", tm(rng))
    if rng.random() < 0.5:
        n.line("Coded: ", rng.choice(["N95.1 Menopausal and female climacteric states", "N95.2 Postmenopausal atrophic vaginitis",
                                      "E28.3 Primary ovarian failure", "SNOMED 161712005 | 289903006",
                                      "N95.9; Z79.890 (HRT)", "M81.0 Postmenopausal osteoporosis"]))
    if rng.random() < 0.35:
        n.line("Letter to GP: ", c.gp.t_full(), ", fax ", P("FAX", c.practice.fax))


def hrt_review(rng, c, n):
    started = phi.add_days(c.visit, -rng.randint(60, 2200))
    cur = K.hrt_regimen(rng, c, rng.random() < 0.8)
    mode = rng.choice(["F2F", "Telephone", "Video (Attend Anywhere)", "Face to face", "Virtual"])
    variant = rng.randint(0, 1)
    if variant == 0:
        n.line(rng.choice(["HRT REVIEW", "MHT review", "Menopause follow-up", "HRT Review Clinic (nurse-led)",
                           "FOLLOW UP - HORMONE THERAPY"]), " - ", mode)
        n.line(D(rng, c, c.visit, rng.choice(["num", "dash", "iso", "wk_short"])), " ", tm(rng), "  ",
               P("HOSPITAL", c.hosp.name))
        n.line(c.pt.last_first(upper=rng.random() < 0.5), "  ", rng.choice(["DOB ", "D.O.B "]),
               D(rng, c, c.dob, "num"), "  ", c.mrn[0], " ", P("MRN", c.mrn[1]))
        if c.country == "US" and rng.random() < 0.5:
            n.line("Ins: ", P("ORGANIZATION", c.insurer), "  ", c.plan[0], " ", P("HEALTHPLAN", c.plan[1]),
                   "  Grp ", P("HEALTHPLAN", c.group))
        n.blank()
        n.line("S: ", rng.choice(["Pt", c.pt.t_last(), "She"]), " reports ", rng.choice([
            "flushes much improved (~1/day), sleeping better.", "ongoing night sweats on current dose.",
            "irregular spotting since starting continuous combined - now settled.",
            "breast tenderness first 6/52, resolved.", "mood better but libido still low.",
            "patches not sticking in hot weather; skin irritation at site.",
            "good response, wishes to continue."]))
        if rng.random() < 0.3:
            n.line("Mirena now %d years old (licensed 5 yrs for endometrial protection)." % rng.randint(3, 6))
        n.line("Current: ", cur, " since ", D(rng, c, started, rng.choice(["month_year", "num", "abbr"])))
        n.line("Bleeding: ", rng.choice(["nil", "withdrawal bleed days 10-14, light", "spotting x2 in last 3/12",
                                         "PMB x1 - see plan", "amenorrhoeic"]))
        n.line("SE: ", rng.choice(["nil", "bloating with %s" % c.v["prog"], "mild headache", "leg cramps",
                                   "acne", "nausea first week only"]))
        n.line("O: BP %d/%d, BMI %.1f" % (rng.randint(105, 150), rng.randint(60, 92), rng.randint(200, 360) / 10.0))
        n.line("A: ", rng.choice(["Well controlled on current regimen.", "Suboptimal oestrogen dose.",
                                  "Unscheduled bleeding - needs TVUS.", "Progestogen intolerance."]))
        n.line("P: ", rng.choice(["continue; repeat Rx 12/12", "increase %s to 3 pumps" % c.v["gel"],
                                  "switch to Mirena for endometrial protection", "TVUS requested (2WW criteria not met)",
                                  "add %s" % c.v["vag"], "trial %s" % c.v["t"]]))
        if rng.random() < 0.5:
            n.line("Serum E2 ", str(rng.randint(150, 900)), " pmol/L on ", D(rng, c, phi.add_days(c.visit, -rng.randint(3, 30)), "dm"),
                   " (taken 4-6h post gel).")
        n.line("Next review: ", D(rng, c, phi.add_days(c.visit, rng.choice([90, 180, 365])), rng.choice(["month_year", "num"])),
               rng.choice(["", " or sooner PRN"]))
        n.blank()
        who = c.nurse if rng.random() < 0.6 else c.spec
        n.line(who.full(), " ", who.cred or "", rng.choice(["", " (" + (who.role or "") + ")"]))
        if rng.random() < 0.5:
            n.line("Direct: ", P("PHONE", R.extension(rng)), " / bleep ", P("PHONE", R.bleep(rng)))
        return
    letterhead(n, rng, c, dept="Menopause & HRT Follow-up Clinic")
    n.line(D(rng, c, c.visit, rng.choice(["long", "ord"])))
    n.blank()
    gp_address(n, rng, c)
    pt_banner(n, rng, c)
    n.line(dear_gp(rng, c))
    n.blank()
    n.add("I reviewed ", c.pt.t_last(), " today ")
    n.add(rng.choice(["by telephone", "in clinic", "via video"]), ". She has been taking ", cur, " since ",
          D(rng, c, started, rng.choice(["month_year", "long"])), ". ")
    n.add(rng.choice(["Her vasomotor symptoms have settled considerably", "She still has some breakthrough sweats",
                      "She feels 'like herself again'", "Sleep has improved but brain fog persists"]), ". ")
    n.add(rng.choice(["There has been no unscheduled bleeding. ", "She had one episode of spotting in ",
                      "Her BP today was %d/%d. " % (rng.randint(110, 145), rng.randint(65, 90))]))
    if n.buf[-1].endswith(" in "):
        n.add(D(rng, c, phi.add_days(c.visit, -rng.randint(20, 80)), "month_year"), " which has not recurred. ")
    n.blank()
    n.blank()
    n.line("I would be grateful if you could continue to prescribe as follows:")
    n.line("  ", cur)
    if rng.random() < 0.5:
        n.line("  ", c.v["vag"], " 10 micrograms, 1 pessary twice weekly")
    n.blank()
    n.add("She does not need routine specialist follow-up and can be reviewed annually in primary care. ")
    n.add("If she has any questions she can contact our nurse specialist ", c.nurse.t_full(), " on ",
          P("PHONE", c.hosp.phone), " or ", P("EMAIL", c.hosp.email), ".")
    n.blank()
    signoff(n, rng, c)


def poi_clinic_letter(rng, c, n):
    dx = phi.add_days(c.visit, -rng.randint(30, 1500))
    dx_age = phi.years_between(c.dob, dx)
    letterhead(n, rng, c, dept=rng.choice(["Premature Ovarian Insufficiency Clinic", "POI & Early Menopause Service",
                                           "Reproductive Endocrinology - POI Clinic"]))
    n.line(rng.choice(["Clinic date: ", "Seen: ", "Date of clinic: "]), D(rng, c, c.visit), "    Typed: ",
           D(rng, c, phi.add_days(c.visit, rng.randint(1, 12)), "num"))
    n.blank()
    to_patient = rng.random() < 0.4
    if to_patient:
        n.line(c.pt.t_full())
        for l in phi.addr_items(rng, c.addr):
            n.line(l)
        n.blank()
        pt_banner(n, rng, c, rng.choice([0, 4]))
        n.line("Dear ", c.pt.t_last() if rng.random() < 0.5 else [P("PATIENT", c.pt.first)], ",")
    else:
        gp_address(n, rng, c)
        pt_banner(n, rng, c, rng.choice([0, 2, 4]))
        n.line(dear_gp(rng, c))
    n.blank()
    n.line("Diagnoses:")
    n.line("1. Premature ovarian insufficiency, diagnosed ", D(rng, c, dx, rng.choice(["month_year", "num"])),
           " aged ", P("AGE", str(dx_age)))
    cause = rng.choice(["idiopathic", "autoimmune (TPO Ab +, adrenal Ab neg)", "post chemotherapy (ABVD)",
                        "iatrogenic - BSO for endometriosis", "Turner mosaic 45,X/46,XX",
                        "FMR1 premutation (CGG 62 repeats)", "idiopathic, FMR1 normal (29/31 CGG)"])
    n.line("2. Aetiology: ", cause)
    n.line("3. ", rng.choice(["Low BMD - lumbar spine Z-score %.1f" % (-rng.randint(12, 28) / 10.0),
                              "Normal BMD (Z-score %+.1f)" % (rng.randint(-9, 5) / 10.0),
                              "Subfertility - wishes to explore donor egg IVF",
                              "Anxiety related to diagnosis"]))
    n.blank()
    if to_patient:
        n.add("It was lovely to meet you ")
        if rng.random() < 0.5:
            n.add("and your ", c.partner_rel, " ", P("FAMILY", c.partner.first), " ")
        n.add("in clinic today. As we discussed, the ")
    else:
        n.add("I saw this ", P("AGE", str(c.age)), "-year-old ")
        n.add(P("PROFESSION", c.profession), " in the POI clinic today. ")
    n.add("" if to_patient else "The ", "diagnosis was made after two FSH levels of %d and %d IU/L taken %d weeks apart" % (
        rng.randint(40, 90), rng.randint(41, 120), rng.randint(4, 8)))
    n.add(rng.choice([". ", " (", " in "]))
    if n.buf[-1] == " (":
        n.add(D(rng, c, dx, "num"), " and ", D(rng, c, phi.add_days(dx, rng.randint(28, 56)), "num"), "). ")
    elif n.buf[-1] == " in ":
        n.add(D(rng, c, dx, "month_year"), ". ")
    n.add("Periods stopped ", rng.choice(["abruptly", "gradually over a year", "after stopping the pill"]),
          " when you were " if to_patient else " when she was ", P("AGE", str(max(dx_age - rng.randint(0, 2), 15))), ". ")
    if rng.random() < 0.6:
        poss = "Your" if to_patient else "Her"
        n.add(poss, " mother went through the menopause at ", P("AGE", str(rng.randint(38, 52))), rng.choice(
            [". ", " and %s sister at " % poss.lower(), ". "]))
        if n.buf[-1].endswith(" sister at "):
            n.add(P("AGE", str(rng.randint(33, 46))), ". ")
    n.blank()
    n.blank()
    n.line("Investigations:")
    n.line("  Karyotype: ", rng.choice(["46,XX", "46,XX (30 cells)", "45,X[4]/46,XX[26]"]),
           "   FMR1: ", rng.choice(["30/32 CGG - normal", "normal", "intermediate 48 repeats"]))
    n.line("  21-hydroxylase Ab: ", rng.choice(["negative", "neg", "positive - Synacthen arranged"]),
           "   TPO Ab: ", rng.choice(["<9 IU/mL", "340 IU/mL (+)", "negative"]))
    n.line("  AMH <0.1 pmol/L; E2 %d pmol/L; TSH %.1f" % (rng.randint(30, 90), rng.randint(8, 45) / 10.0))
    if rng.random() < 0.6:
        n.line("  Genetics sample no. ", P("IDNUM", "G%s-%s" % (R.digits(rng, 2), R.digits(rng, 5))), " sent ",
               D(rng, c, phi.add_days(dx, rng.randint(10, 60)), "num"))
    n.line("  DEXA ", D(rng, c, phi.add_days(c.visit, -rng.randint(10, 300)), rng.choice(["num", "month_year"])),
           ": L1-L4 Z %+.1f, TH Z %+.1f" % (-rng.randint(0, 25) / 10.0, -rng.randint(0, 20) / 10.0))
    n.blank()
    n.line("Management:")
    n.add("We discussed that in POI, hormone replacement is recommended at least until the average age of menopause (around 51) ")
    n.add("to protect bone, heart and brain health. ")
    n.add(rng.choice(["You have chosen ", "You will start ", "You prefer to stay on "] if to_patient else
                     ["She has chosen ", "She will start ", "She prefers to stay on "]),
          rng.choice([K.hrt_regimen(rng, c), "a combined pill (continuous, Zoely)", "Femoston 2/10 (sequential)"]),
          ". ")
    if rng.random() < 0.5:
        fert = phi.new_site(rng, c.country, "fertility")
        n.add("We have referred ", "you" if to_patient else "her", " to ", P("HOSPITAL", fert.name),
              " to discuss donor oocyte options; ", "your " if to_patient else "her ", c.partner_rel, " ", P("FAMILY", "%s %s" % (c.partner.first, c.partner.last)), " is supportive. ")
    if rng.random() < 0.4:
        n.add("I have given details of the peer support group, which meets monthly, ",
              "and of our clinical psychologist, ", P("DOCTOR", phi.new_person(rng, "DOCTOR").full().text), ". ")
    n.blank()
    n.blank()
    n.line("Follow up in ", rng.choice(["6 months", "12 months", "6/12", "1 year with repeat DEXA in 2 years"]), ".")
    signoff(n, rng, c)
