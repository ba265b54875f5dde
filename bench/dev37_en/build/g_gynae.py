"""Gynaecology: clinic letters, colposcopy records, early pregnancy unit, gynae ward rounds."""
import datetime as dt

from phi import Doc, P, F, U
from common import (make_patient, team, dr, sticker, us_header, sign_line, vitals, vit_str, labs, lab_str, time_str,
                    nok_phrase, make_gp, sex_word, lic, letterhead, art, pmh, meds, allergy, social, sec_initials)

PROBLEMS = ["pmb", "hmb", "endo", "prolapse", "pcos", "cyst"]


def problem(ctx, pt, key):
    A = lambda a: P(str(a), "AGE")
    if key == "pmb":
        meno = ctx.ri(47, 55)
        return dict(
            title="Postmenopausal bleeding",
            hx=F("{P} reports {n} episodes of light vaginal bleeding since {d}" + (", the first around {h}" if ctx.chance(0.4) else "") + ". Menopause at {m}; not on HRT. No post-coital bleeding. "
                 "Cervical screening up to date ({ds}, HPV negative).", P=pt.titled(), n=ctx.ch(["two", "three", "several"]),
                 d=ctx.Dmy(ctx.days(-ctx.ri(20, 120))), m=A(meno), ds=ctx.Dy(ctx.days(-ctx.ri(200, 1500))), h=ctx.holiday()),
            exam="Atrophic vaginal changes. Cervix healthy-looking. Uterus small, anteverted, no adnexal mass.",
            ix="TVS today: endometrial thickness %d mm, %s." % (ctx.ri(3, 14), ctx.ch(["homogeneous", "irregular with ?polyp", "fluid in cavity"])),
            plan=["Outpatient hysteroscopy and endometrial biopsy", "Vaginal oestrogen for atrophy if biopsy benign",
                  "Results letter to patient and GP"],
        )
    if key == "hmb":
        return dict(
            title="Heavy menstrual bleeding with fibroids",
            hx=F("{P} has had increasingly heavy periods for two years, flooding on days 1-3, passing clots; Hb {hb} g/L on {d}. "
                 "She has two children and does not wish further pregnancies.", P=pt.titled(), hb=str(ctx.ri(82, 112)),
                 d=ctx.D(ctx.days(-ctx.ri(10, 60)))),
            exam="Abdomen: firm pelvic mass to 16-week size. Speculum normal.",
            ix="USS: bulky uterus with multiple fibroids, largest %d mm intramural fundal; cavity distorted." % ctx.ri(35, 90),
            plan=["Ferrous fumarate; recheck Hb 6 weeks", "Options: LNG-IUS (cavity distorted - less suitable), GnRH analogue, UAE, myomectomy, hysterectomy",
                  "She favours total laparoscopic hysterectomy - listed; pre-op GnRH analogue for 3 months"],
        )
    if key == "endo":
        return dict(
            title="Suspected endometriosis",
            hx=F("{P} has severe dysmenorrhoea since age {a}, deep dyspareunia and cyclical dyschezia. Off work {n} days per month as a {prof}.",
                 P=pt.titled(), a=A(ctx.ri(13, 17)), n=str(ctx.ri(2, 5)), prof=pt.prof),
            exam="Tender posterior fornix with nodularity at left uterosacral ligament. Uterus fixed, retroverted.",
            ix="MRI pelvis (%s): left endometrioma 3.4 cm, deep nodule left USL." % "endometriosis protocol",
            plan=["Continuous combined pill as interim", "Referral to BSGE endometriosis centre for laparoscopic excision",
                  "Pain team and pelvic physio referral"],
        )
    if key == "prolapse":
        return dict(
            title="Uterovaginal prolapse",
            hx=F("{P}, {a}, describes a dragging sensation and a lump at the introitus, worse by evening; needs to digitate to void. Para 3, all vaginal births.",
                 P=pt.titled(), a=A(pt.age)),
            exam="POP-Q: Aa +1, Ba +2, C -1, Ap -2. Stage III anterior compartment prolapse with uterine descent.",
            ix="Post-void residual 120 ml. Urine dip negative.",
            plan=["Ring pessary fitted today (size 70 mm) - review 6 months", "Pelvic floor physio", "Surgical options (vaginal hysterectomy + anterior repair) discussed"],
        )
    if key == "pcos":
        return dict(
            title="Oligomenorrhoea - PCOS",
            hx=F("{P} has 3-4 periods a year, acne and hirsutism. Not currently trying to conceive. BMI {b}.", P=pt.titled(), b=str(ctx.ri(24, 39))),
            exam="Mild hirsutism (mFG score 12). BP normal.",
            ix="Testosterone 2.8 nmol/L, SHBG low, LH:FSH 2.5; TVS polycystic ovarian morphology. OGTT normal.",
            plan=["COCP for cycle control and endometrial protection", "Lifestyle advice, dietitian", "Annual HbA1c via GP"],
        )
    return dict(
        title="Ovarian cyst",
        hx=F("Incidental 5.6 cm left ovarian cyst on CT for renal colic ({d}). Asymptomatic.", d=ctx.D(ctx.days(-ctx.ri(20, 60)))),
        exam="Abdomen soft. Bimanual: mobile, non-tender left adnexal fullness.",
        ix="TVS: unilocular simple cyst 5.4 cm (O-RADS 2). CA-125 %d U/ml." % ctx.ri(8, 40),
        plan=["Repeat TVS in 12 weeks", "Laparoscopic cystectomy if persistent or enlarging", "Torsion symptoms explained"],
    )


def layout_clinic_letter(ctx, pt):
    d = Doc()
    allowed = [k for k in PROBLEMS if not (pt.age < 50 and k in ("pmb", "prolapse")) and not (pt.age > 55 and k in ("pcos", "endo", "hmb"))]
    key = ctx.ch(allowed)
    pr = problem(ctx, pt, key)
    h = ctx.hospital()
    cons = ctx.staff("cons", title=ctx.ch(["Mr", "Ms", "Dr", "Miss"]) if ctx.loc in ("UK", "IE") else ("Dr." if ctx.loc in ("US", "CA") else "Dr"))
    reg = ctx.staff("reg", title="Dr." if ctx.loc in ("US", "CA") else "Dr")
    d.w(letterhead(ctx, h, ctx.ch(["Department of Obstetrics & Gynaecology", "Gynaecology Outpatients", "Women's Health Directorate", "Gynaecology Service"])))
    d.w("\n")
    clinic_d = ctx.days(-ctx.ri(2, 14))
    d.w("Clinic: ", ctx.ch(["General Gynaecology", "Rapid Access PMB clinic", "Urogynaecology", "Pelvic Pain clinic"]), " - ", ctx.D(clinic_d), "\n")
    d.w("Dictated: ", ctx.D(clinic_d), "   Typed: ", ctx.D(ctx.days(-ctx.ri(0, 1))), "\n\n")
    gp, prac = make_gp(ctx)
    d.w(dr(gp, "full"), "\n", P(prac["name"], "HOSPITAL"), "\n")
    pa = ctx.address(town=prac["town"])
    pa["street"] = prac["street"]
    d.w(ctx.addr_lines(pa), "\n\n")
    d.w("Dear ", dr(gp, "fam"), ",\n\n")
    natlab, nat = pt.natid
    d.w("RE: ", U(pt.full()) if ctx.chance(0.4) else pt.full(), "   DOB: ", ctx.D(pt.dob), "   ", natlab, ": ", nat, "\n")
    d.w("    ", ctx.addr_inline(pt.addr), "\n\n")
    d.w("Diagnosis: ", pr["title"], "\n")
    d.w("Plan: ", pr["plan"][0], "\n\n")
    d.w("I reviewed this ", P(str(pt.age), "AGE"), "-year-old lady in clinic today", ctx.ch([", accompanied by her " + (pt.nok.rel) + " ", ". "]))
    if d.parts[-1].startswith(", acc"):
        d.w(pt.nok.giv(), ". ")
    d.w(pr["hx"], "\n\n")
    d.w("Past history: ", ", ".join(pmh(ctx)), ". Obstetric history: ", "para 3, all SVD" if key == "prolapse" else ("para 2, both SVD" if key == "hmb" else ctx.ch(["nulliparous", "para 1 (SVD)", "para 2 (SVD, LSCS)", "para 2 (two caesarean sections)"])),
        ". Medications: ", ", ".join(meds(ctx, ctx.ri(2, 4))), ". Allergies: ", allergy(ctx), ".\n")
    d.w("She works as ", art(pt.prof.text), pt.prof, " and lives with ", nok_phrase(ctx, pt), " in ", P(pt.addr["city"], "CITY"), ".")
    from common import origin_phrase, employer_phrase
    d.w(employer_phrase(ctx, pt), origin_phrase(ctx, pt), "\n\n")
    d.w("On examination: ", pr["exam"], "\n", pr["ix"], "\n\n")
    d.w("Plan:\n")
    for i, it in enumerate(pr["plan"], 1):
        d.w("%d. " % i, it, "\n")
    if ctx.chance(0.4):
        ins = ctx.days(-ctx.ri(400, 2500))
        d.w("\nOf note she had a levonorgestrel IUS inserted on ", ctx.D(ins), " (lot ", ctx.device_sn("lot"), "), due for change in ", ctx.Dy(ins.year + 8), ".\n")
    d.w("\nShe has my secretary's number (", ctx.phone("land"), ") should she have any concerns.\n\n")
    d.w("Yours sincerely,\n\n", dr(cons, "full"), "\n", ctx.ch(["Consultant Gynaecologist", "Consultant Obstetrician & Gynaecologist", "Gynaecologist"]), "\n")
    if ctx.chance(0.5):
        d.w(lic(ctx, cons), "\n")
    d.w("Seen with ", dr(reg, "full"), ", ", ctx.ch(["Registrar", "SpR", "ST4", "Fellow", "Resident"]), "\n")
    d.w("\ncc: ", pt.titled_full(), "\n")
    d.w(cons.initials(False), "/", sec_initials(ctx), "\n")
    return d


def layout_colpo(ctx, pt):
    d = Doc()
    h = ctx.hospital()
    col = ctx.staff("colp", title=ctx.ch([None, "Dr"]) if ctx.loc != "US" else "Dr.")
    nurse = ctx.staff("nurse")
    nurse.role = "nurse"
    d.w(ctx.H(h), " - ", ctx.ch(["Colposcopy Unit", "COLPOSCOPY CLINIC RECORD", "Colposcopy Service"]), "\n")
    if ctx.loc in ("UK", "IE", "AU", "NZ") and ctx.chance(0.5):
        d.w(sticker(ctx, pt), "\n")
    else:
        d.w("Name: ", pt.full(), "   DOB: ", ctx.D(pt.dob), "   MRN: ", pt.mrn, "\n")
        d.w("Address: ", ctx.addr_inline(pt.addr), "   Mobile: ", pt.mob, "\n")
    d.w("Visit date: ", ctx.D(ctx.today), "   Visit: ", ctx.ch(["new", "follow-up", "treatment"]), "\n")
    gp, prac = make_gp(ctx)
    d.w("Referred by: ", dr(gp, "init"), ", ", P(prac["name"], "HOSPITAL"), "\n\n")
    d.w("Screening history:\n")
    d.w("  Date          Result                       Lab no.\n")
    prev = ctx.days(-ctx.ri(40, 70))
    rows = [(ctx.days(-ctx.ri(1800, 2400)), "HPV negative"), (ctx.days(-ctx.ri(900, 1300)), ctx.ch(["HPV neg", "Low-grade dyskaryosis, HPV+"])),
            (prev, ctx.ch(["HPV 16/18 positive, HSIL (moderate)", "HPV other hr positive, HSIL (severe)", "HPV 16 positive, cytology negative x2"]))]
    for dd, res in rows:
        d.w("  ", ctx.D(dd), "    ", res.ljust(28), " ", ctx.accession("cyto", year=dd.year), "\n")
    d.w("\nReferral reason: ", ctx.ch(["HPV positive, high-grade cytology", "persistent HPV, negative cytology x2", "abnormal appearing cervix (GP)",
                                          "post-coital bleeding"]), ". Previous treatment: ", ctx.ch(["none", ["LLETZ ", ctx.Dy(ctx.days(-ctx.ri(1500, 4000))), " (CIN2)"]]), ".\n")
    d.w("PMH: ", ", ".join(pmh(ctx, 2)), ". Allergies: ", allergy(ctx), ".\n")
    d.w("Obstetric: ", ctx.ch(["G0", "G1P1", "G2P2", "G3P2"]), ". Contraception: ", ctx.ch(["COCP", "condoms", "Mirena IUS", "none"]), ". Smoker: ", ctx.ch(["yes, 10/day", "no", "ex"]), ".\n")
    d.w("LMP: ", ctx.D(ctx.days(-ctx.ri(3, 28))), ". Pregnancy test: negative.\n\n")
    d.w("Colposcopy: ", ctx.ch(["TZ type 1, fully visible. Dense acetowhite epithelium 12-3 o'clock with mosaicism; Lugol's negative.",
                               "TZ type 2. Thin acetowhite change at 6 o'clock, regular margins.",
                               "TZ type 3, SCJ not seen."]), "\n")
    d.w("Impression: ", ctx.ch(["high grade", "low grade", "inadequate - ?high grade"]), "\n")
    proc = ctx.ch(["LLETZ under local anaesthetic (3 ml citanest dental), single pass, haemostasis with ball diathermy + Monsel's",
                   "Punch biopsies x2 (12 and 3 o'clock)", "No biopsy - repeat co-test 12 months"])
    d.w("Procedure: ", proc, "\n\n")
    d.w("Discussed with ", pt.giv(), ctx.ch([" and her partner " , " "]))
    if d.parts[-1] == " and her partner ":
        d.w(pt.nok.giv(), " ")
    if proc.startswith("LLETZ"):
        d.w("- leaflet given; verbal consent obtained. Tolerated well; post-procedure advice given (avoid tampons, intercourse and swimming for 4 weeks). "
            "Histology by letter within 4-6 weeks; test of cure at 6 months (due ", ctx.Dmy(ctx.days(183)), ").\n\n")
    elif proc.startswith("Punch"):
        d.w("- leaflet given; verbal consent obtained. Biopsy results by letter within 4 weeks; treatment visit if CIN2+.\n\n")
    else:
        d.w("- reassured; recall for co-test in ", ctx.Dmy(ctx.days(365)), ".\n\n")
    d.w("Colposcopist: ", dr(col, "full") if col.title else col.full(), ctx.ch([", Nurse Colposcopist", ", Consultant Gynaecologist", ", Associate Specialist"]), "\n")
    d.w("Nurse: ", nurse.full(), "  ", lic(ctx, nurse), "\n")
    if ctx.chance(0.4):
        d.w("Entered by ", ctx.username(col), " on ", ctx.D(ctx.today), "\n")
    return d


def layout_epu(ctx, pt):
    d = Doc()
    h = ctx.hospital()
    lmp = ctx.days(-ctx.ri(38, 62))
    ga = (ctx.today - lmp).days
    d.w(ctx.ch(["EARLY PREGNANCY ASSESSMENT UNIT", "Early Pregnancy Unit - Assessment", "EPAS attendance", "Early Pregnancy Clinic"]), " - ", ctx.H(h), "\n")
    lab, acct = pt.acct
    d.w("Patient: ", pt.full(), " (", P(str(pt.age), "AGE"), ")  DOB ", ctx.D(pt.dob), "   MRN ", pt.mrn, "   ", lab, " ", acct, "\n")
    d.w("Date: ", ctx.D(ctx.today), "   Seen by: ", dr(ctx.staff("reg", title="Dr" if ctx.loc not in ("US", "CA") else "Dr."), "full"), "\n\n")
    d.w("Presentation: ", ctx.ch(["PV spotting x3 days and left-sided pelvic pain", "Heavy PV bleeding with clots since this morning",
                                  "Brown discharge, no pain; previous ectopic", "Lower abdominal pain, shoulder tip pain today"]), ".\n")
    d.w("LMP ", ctx.D(lmp), " (%dw%dd by dates). %s. " % (ga // 7, ga % 7, ctx.ch(["G1P0", "G2P1", "G3P1 (1 miscarriage)", "G2P0 (previous ectopic)"])))
    d.w("PMH: ", ", ".join(pmh(ctx, 2)), ". Meds: folic acid 400 mcg. Allergies: ", allergy(ctx), ".\n")
    d.w(social(ctx, pt, lead="Social: "), "\n")
    d.w("Blood group ", ctx.ch(["O RhD negative", "A RhD positive", "B RhD positive", "O RhD positive"]), ".\n")
    d.w("Obs: ", vit_str(ctx, vitals(ctx), "line"), "\n")
    d.w("Abdomen: ", ctx.ch(["soft, mild left iliac fossa tenderness, no guarding", "soft, non-tender", "tender suprapubically, no peritonism"]),
        ". Speculum: ", ctx.ch(["os closed, small amount of old blood", "os open, products at os - removed", "os closed, no active bleeding"]), ".\n\n")
    d.w("TVS (sonographer ", ctx.staff("son").full(), "): ", ctx.ch([
        "Empty uterus, endometrium 11 mm. Left adnexal inhomogeneous mass 22 mm separate from ovary. Small free fluid.",
        "Intrauterine gestational sac MSD 24 mm with yolk sac, no fetal pole.",
        "Single intrauterine pregnancy, CRL 9 mm (6w6d), fetal heart seen.",
        "No intrauterine or adnexal pregnancy seen - PUL."]), "\n\n")
    h1 = ctx.ri(300, 2400)
    d1 = ctx.days(-2)
    d.w("Serum hCG: ", ctx.D(d1), " ", str(h1), " IU/L; ", ctx.D(ctx.today), " ", str(int(h1 * ctx.ri(80, 140) / 100)), " IU/L.\n\n")
    d.w("Impression: ", ctx.ch(["Probable left tubal ectopic pregnancy", "Pregnancy of unknown location", "Viable IUP - threatened miscarriage",
                                "Missed miscarriage (MSD 24 mm, no embryo) - repeat scan 7-14 days"]), "\n")
    d.w("Plan: ", ctx.ch(["Methotrexate 50 mg/m2 IM today; hCG day 4 and day 7 (", "Repeat hCG in 48 h (", "Reassured; routine booking (", "Expectant vs medical vs surgical management discussed; chose medical - misoprostol (" ]),
        ctx.Dwk(ctx.days(ctx.ri(2, 7)), long=False), ").")
    d.w(" Anti-D ", ctx.ch(["given", "not required"]), ".\n")
    d.w("Safety-net: return if pain/bleeding worsens; EPU direct line ", ctx.phone("land"), " (out of hours: ",
        ctx.ch([["Emergency Department"], ["gynae ward, ", ctx.ward()]]), ").\n")
    nok = pt.nok
    d.w("Accompanied by ", nok.rel, " ", nok.full(), ", contact ", nok.tel, ".\n")
    d.w("\n", dr(ctx.staff("nurse", title=None), "full"), ", EPU ", ctx.ch(["Nurse Specialist", "Midwife", "CNS"]), "\n")
    return d


def layout_gynwr(ctx, pt):
    d = Doc()
    T = team(ctx, surgical=True)
    pod = ctx.ri(1, 3)
    op, ind = ctx.ch([("TLH + BSO", "endometrial hyperplasia with atypia"), ("Total abdominal hysterectomy + BSO", "complex ovarian mass (RMI 180)"),
                      ("Laparoscopic L salpingectomy", "ectopic pregnancy"), ("Laparoscopic detorsion R ovary + cystectomy", "ovarian torsion"),
                      ("Vaginal hysterectomy + PFR", "prolapse"), ("Open myomectomy", "fibroids / HMB")])
    opd = ctx.days(-pod)
    d.w(ctx.ch(["GYNAE WARD ROUND", "Gynaecology post-op review", "Gynae WR"]), "  ", ctx.D(ctx.today), "  ", time_str(ctx, 7, 10), "\n")
    d.w("Present: ", dr(T["cons"], "init"), ", ", dr(T["reg"], "fam"), ", ", T["nurse"].full(), " (nurse in charge)\n")
    if ctx.loc == "US":
        d.w(us_header(ctx, pt, loc_parts=[ctx.ward(), " ", ctx.bay_bed()]))
    else:
        d.w(pt.full(), ", ", P(str(pt.age), "AGE"), "y, ", pt.natid[0], " ", pt.natid[1], ", ", ctx.ward(), " ", ctx.bay_bed(), "\n")
    d.w("\nPOD ", str(pod), " ", op, " (", ctx.D(opd), ") for ", ind, ". EBL ", str(ctx.ri(50, 900)), " ml.\n")
    d.w("PMH: ", ", ".join(pmh(ctx)), ". Allergies: ", allergy(ctx), ". Meds: ", ", ".join(meds(ctx, 4)), ".\n")
    d.w("S: ", ctx.ch(["Pain controlled, mobilising, tolerating diet, passed flatus.", "Nauseous overnight, pain 5/10 on PCA.", "Well, keen to go home."]), "\n")
    d.w("O: ", vit_str(ctx, vitals(ctx), "slash"), ". Abdo soft, wounds clean. PV loss minimal. Catheter ", ctx.ch(["removed - voided x2", "in situ, UO adequate"]), ".\n")
    d.w("Bloods: ", lab_str(ctx, labs(ctx), us=ctx.loc == "US"), "\n")
    d.w("P: ", ctx.ch(["Home today with TTOs; sick note 6 weeks", "TWOC today, home tomorrow if voiding", "Continue PCA until tomorrow, mobilise, physio"]),
        ". Histology to be discussed at ", ctx.ch(["gynae-oncology MDT", "follow-up clinic"]), " on ", ctx.Dwk(ctx.days(ctx.ri(7, 21)), long=False), ".\n")
    if ctx.chance(0.6):
        d.w("Fit note: off work as ", art(pt.prof.text), pt.prof, " for 6 weeks (employer ", ctx.org(), ").\n")
    d.w(ctx.ch(["NOK update: ", "Family update: "]), pt.nok.rel, " ", pt.nok.giv(), " phoned on ", pt.nok.tel, ".\n" if ctx.chance(0.5) else ". Happy for info to be shared.\n")
    d.w("\n", sign_line(ctx, T["reg"], pager=True, lic=ctx.chance(0.6), esign=False, user=ctx.chance(0.3)))
    return d


def generate(ctx):
    pt = make_patient(ctx, sex="F", age_range=(19, 84))
    r = ctx.rng.random()
    if r < 0.35:
        if pt.age < 30:
            pt.age = ctx.ri(38, 78)
            pt.dob = ctx.dob_for(pt.age)
        return layout_clinic_letter(ctx, pt)
    if r < 0.55:
        if pt.age > 64:
            pt.age = ctx.ri(25, 55)
            pt.dob = ctx.dob_for(pt.age)
        return layout_colpo(ctx, pt)
    if r < 0.75:
        pt.age = ctx.ri(19, 44)
        pt.dob = ctx.dob_for(pt.age)
        return layout_epu(ctx, pt)
    return layout_gynwr(ctx, pt)
