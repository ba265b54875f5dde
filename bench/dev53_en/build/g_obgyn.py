"""Genre 4: obstetric and gynaecology clinic notes, labour and delivery notes."""
from common import *


def setup():
    c = base_ctx(17, 44, sex="F")
    c["clinic"] = clinic("ob")
    c["hosp"] = hospital()
    c["doc"] = staff("ob")
    c["rn"] = staff("rn")
    c["user"] = c["rn"].user()
    c["partner"] = Person("FAMILY", sex=ch("MMMMF"), last=c["pt"].last if rb(0.5) else None)
    c["g"] = ri(1, 6)
    c["p"] = ri(0, c["g"] - 1)
    return c


def gp(c):
    g, p = c["g"], c["p"]
    return "G%dP%d%d%d%d" % (g, p, 0, g - 1 - p, p)


def obhx(d, c):
    g, p = c["g"], c["p"]
    if g == 1:
        d.w("OB HISTORY: primigravida.\n")
        return
    d.w("OB HISTORY:\n#  Year   GA     Mode        Wt(g)  Place                          Comments\n")
    yr = c["date"].year
    for i in range(g - 1):
        yr -= ri(1, 4)
        liv = i < p
        d.w("%d  {y}   %s  %-10s  %s  {h}  %s\n" % (
            i + 1, "%dw" % ri(37, 41) if liv else "%dw" % ri(6, 12), ch(["SVD", "SVD", "LTCS", "VAVD"]) if liv else "SAB/D&C",
            str(ri(2600, 4300)) if liv else "--", ch(["uncomplicated", "GDM diet-controlled", "PPH 900 mL", "shoulder dystocia, resolved", "preeclampsia w/o SF"]) if liv else "--"),
            y=("%d" % yr, "DATE"), h=(hospital(), "HOSPITAL"))
    d.w("\n")


def medall(d, c):
    d.w("MEDICATIONS: %s\nALLERGIES: %s\n" % (
        ", ".join(sample(["prenatal vitamin daily", "ferrous sulfate 325 mg daily", "aspirin 81 mg daily", "docusate 100 mg BID",
                          "levothyroxine 50 mcg", "sertraline 50 mg", "labetalol 200 mg BID", "insulin NPH 12 units qHS",
                          "ondansetron 4 mg PRN", "doxylamine-pyridoxine qHS"], ri(2, 4))),
        ch(["NKDA", "PCN (hives)", "sulfa", "latex", "codeine - nausea"])))
    d.w("PROBLEM LIST: %s\n" % "; ".join(sample(["advanced maternal age", "obesity (BMI %d)" % ri(30, 45), "A1GDM", "chronic HTN",
                                                  "h/o LTCS x1", "anemia", "anxiety", "hypothyroidism", "short interval pregnancy",
                                                  "Rh negative", "late to care", "tobacco use"], ri(1, 4))))
    d.w("ROS: %s\n\n" % ch(["negative except as per HPI", "fatigue, heartburn, otherwise negative",
                              "no headache, no visual changes, no RUQ pain, no edema", "constipation; otherwise neg x10 systems"]))


def prenatal(d, c):
    pt = c["pt"]
    ga_w = ri(8, 39)
    lmp = days(c["date"], -(ga_w * 7 + ri(0, 6)))
    edd = days(lmp, 280)
    banner(d, c, c["clinic"]) if rb(0.5) else d.w("{cl}\n\n", cl=(c["clinic"], "HOSPITAL"))
    d.w("PRENATAL VISIT - {dt}\n\n", dt=D(c["date"], ch(["long", "us", "wklong"])))
    d.w("Name: {n}    DOB: {dob}    Age: {a}\nMRN: {mrn}    {gp}\nLMP: {lmp}    EDD: {edd} (by {by})    GA today: {ga}w{gd}d\n",
        n=pt.lf(), dob=D(c["dob"], c["dst"]), a=(str(c["age"]), "AGE"), mrn=c["mrn"], gp=gp(c), lmp=D(lmp, c["dst"]),
        edd=D(edd, c["dst"]), by=ch(["LMP", "8 wk US", "LMP c/w 11 wk US"]), ga=str(ga_w), gd=str(ri(0, 6)))
    d.w("Partner/support: {p} ({rel}), {pp}\nPlanned delivery: {h}\n\n", p=c["partner"].full(),
        rel=ch(["FOB", "husband", "partner"]) if c["partner"].sex == "M" else ch(["wife", "partner"]), pp=PH(c["pst"]),
        h=(c["hosp"], "HOSPITAL"))
    d.w("S: {n} is a {a} {gp} at {ga} weeks presenting for routine prenatal care. ", n=[title(pt), pt.l()],
        a=age_phrase(c["age"], ch(["yo", "-year-old", "y/o"])), gp=gp(c), ga=str(ga_w))
    d.w(ch(["Reports good fetal movement. Denies VB, LOF, ctx, HA, visual changes, RUQ pain. ",
            "Mild nausea improving, no vomiting. No bleeding or cramping. ",
            "Occasional Braxton Hicks, no regular contractions. +FM. ",
            "Reports low back pain and heartburn, taking Tums. No LOF/VB. "]))
    pr = prof()
    d.w("Works as {a} {pr} at {emp}; plans {w} weeks of leave. ", a=a_an(pr[0]), pr=pr, emp=(employer(), "ORGANIZATION"), w=str(ri(6, 16)))
    d.w("\n")
    obhx(d, c)
    medall(d, c)
    d.w("O: BP %d/%d  Wt %d lb (%+d lb)  FHT %d bpm  FH %d cm  Urine dip: protein %s, glucose neg\n" % (
        ri(98, 148), ri(56, 96), ri(118, 260), ri(-3, 40), ri(120, 165), max(ga_w - ri(0, 2), 12), ch(["neg", "trace", "1+"])))
    if ga_w >= 20 and rb(0.6):
        d.w("Anatomy US on {dt} at {lab}: normal anatomy, posterior placenta, EFW {p}th %ile.\n",
            dt=D(days(c["date"], -ri(3, 40)), c["dst"]), lab=(clinic("lab"), "HOSPITAL"), p=str(ri(12, 88)))
    d.w("\nLabs: blood type %s, antibody screen neg, rubella immune, HBsAg neg, HIV neg, RPR NR, GC/CT neg (accession {acc}).\n" % (
        ch(["O+", "A+", "B+", "AB+", "O neg", "A neg"])), acc=accession())
    if ga_w >= 24:
        d.w("1-hr GTT %d mg/dL on {dt}.\n" % ri(92, 168), dt=D(days(c["date"], -ri(1, 20)), ch(["md", "us"])))
    d.w("\nA/P: IUP at {ga} weeks.\n".replace("{ga}", str(ga_w)))
    d.w("- " + ch(["Continue PNV, iron.", "Tdap today, flu vaccine given.", "Kick counts reviewed.", "Low-dose aspirin for preeclampsia prophylaxis.",
                   "GBS swab at 36 weeks.", "Discussed TOLAC vs repeat C/S; consent signed."]) + "\n")
    d.w("- Preeclampsia and preterm labor precautions; L&D triage line {p}.\n", p=PH(c["pst"], 0.3))
    d.w("- RTC {w} weeks ({dt}) with {doc}.\n", w=str(ch([1, 2, 4])), dt=D(days(c["date"], 14), ch(["md", "wk", "us"])),
        doc=["Dr. ", c["doc"].l()] if "CNM" not in c["doc"].cred else c["doc"].full())
    if rb(0.4):
        d.w("- Genetic counseling with {gc}, {cr} on {dt}; cfDNA drawn, requisition {req}.\n", gc=Person("DOCTOR").full(), cr="MS, CGC",
            dt=D(days(c["date"], ri(3, 20)), "us"), req=accession())


def delivery(d, c):
    pt = c["pt"]
    ga_w = ri(35, 41)
    d.w("{h}\nLABOR AND DELIVERY - DELIVERY NOTE\n\n", h=(c["hosp"], "HOSPITAL"))
    d.w("Patient: {n}    MRN: {mrn}    FIN: {acct}    Room: {rm}\nDOB: {dob}  ({a} yo)\nDate of delivery: {dt}  Time: {tm}\n\n",
        n=pt.LF(), mrn=c["mrn"], acct=c["acct"], rm=("LDR %d" % ri(1, 14) if False else str(ri(1, 14)), "LOCATION_OTHER"),
        dob=D(c["dob"], "us"), a=(str(c["age"]), "AGE"), dt=D(c["date"], ch(["us", "long"])), tm=tod())
    bsex = ch(["female", "male"])
    baby = Person("FAMILY", sex="F" if bsex == "female" else "M", last=pt.last if rb(0.6) else c["partner"].last)
    d.w("{n} is a {a} {gp} at {ga}w{gd}d who presented on {adm} with {why}. ",
        n=pt.full(), a=age_phrase(c["age"], ch(["yo", "y/o", "-year-old"])), gp=gp(c), ga=str(ga_w), gd=str(ri(0, 6)),
        adm=D(days(c["date"], -ri(0, 1)), ch(["md", "us", "wday"])), why=ch(["spontaneous labor", "SROM, clear fluid",
                                                                              "scheduled induction for postdates",
                                                                              "gestational hypertension for IOL", "decreased fetal movement"]))
    d.w(ch(["Cervical ripening with misoprostol followed by Pitocin. ", "Labored spontaneously. ",
            "AROM at 5 cm, Pitocin augmentation. "]))
    d.w("Epidural placed by {anes} at {tm}. Progressed to complete at {tm2} and pushed for {m} minutes.\n\n",
        anes=["Dr. ", Person("DOCTOR").l()], tm=tod(), tm2=tod(), m=str(ri(8, 150)))
    d.w("Prenatal care at {cl} with {doc} beginning {dt}, complicated by %s. GBS %s, blood type %s, rubella immune, HIV/HBsAg/RPR negative.\n\n" % (
        ch(["A2GDM on insulin", "gestational hypertension", "nothing significant", "anemia requiring IV iron", "polyhydramnios"]),
        ch(["negative", "positive - PCN x3 doses", "unknown - PCN given"]), ch(["O+", "A+", "B neg", "AB+"])),
        cl=(c["clinic"], "HOSPITAL"), doc=["Dr. ", c["doc"].l()] if "CNM" not in c["doc"].cred else c["doc"].full(),
        dt=D(days(c["date"], -ri(200, 250)), ch(["us", "my", "md"])))
    obhx(d, c)
    d.w("Labor summary: 1st stage %d h %d min, 2nd stage %d min, 3rd stage %d min. ROM %d h prior to delivery. Tmax %.1f C.\n" % (
        ri(2, 18), ri(0, 59), ri(8, 150), ri(3, 25), ri(1, 20), R.uniform(36.8, 38.4)))
    mode = ch(["NSVD", "NSVD", "vacuum-assisted vaginal delivery", "primary low transverse C-section", "repeat LTCS"])
    d.w("Delivery: {mode} of a live {s} infant, Apgars {a1} and {a2}, weight {w} g. ", mode=mode, s=bsex, a1=str(ri(5, 9)),
        a2=str(ri(8, 9)), w=str(ri(2400, 4500)))
    if "C-section" in mode or "LTCS" in mode:
        d.w("Indication: %s. Pfannenstiel incision, two-layer hysterotomy closure. QBL %d mL.\n" % (
            ch(["arrest of descent", "Category II tracing", "breech presentation", "prior classical incision"]), ri(600, 1400)))
    else:
        d.w("Nuchal cord x1 reduced. Placenta delivered spontaneously, intact, 3VC. %s laceration repaired with 3-0 Vicryl. QBL %d mL.\n" % (
            ch(["1st degree", "2nd degree", "No", "Periurethral"]), ri(150, 900)))
    d.w("Infant: {b} (baby {bl}), MRN {bm}, to mother's chest; peds {pd} present. Cord blood {cb} sent.\n",
        b=ch([baby.full, lambda: ["Baby ", ch(["Girl", "Boy"]), " ", baby.l()]])(), bl=baby.l(), bm=mrn(),
        pd=["Dr. ", Person("DOCTOR").l()], cb=accession())
    d.w("Support person {p} present and cut cord.\n\n", p=c["partner"].full())
    d.w("Staff: Attending {att}; resident {res}; L&D RN {rn}; scrub {sc}.\n", att=c["doc"].sig(),
        res=[Person("DOCTOR").full(), ", MD"], rn=c["rn"].full(), sc=Person("DOCTOR", kind="rn").full())
    d.w("Disposition: mother to Postpartum room {rm}, infant rooming in. Plan breastfeeding, {contra}.\n",
        rm=(str(ri(300, 480)) + ch(["", "A", "B"]), "LOCATION_OTHER"), contra=ch(["Nexplanon prior to discharge", "condoms",
                                                                                 "IUD at 6 wk visit", "BTL done at C/S", "undecided"]))
    d.w("Postpartum orders: oxytocin 30 units/500 mL x 4 h, ibuprofen 600 mg q6h, acetaminophen 975 mg q8h, %s, fundal/lochia checks q15 min x4. Rh status reviewed; %s.\n" % (
        ch(["SCDs while in bed", "enoxaparin 40 mg daily starting POD 1"]), ch(["RhoGAM not indicated", "RhoGAM workup sent"])))
    d.w("Anticipated discharge {dt}. Postpartum visit with {doc} at {cl}.\n", dt=D(days(c["date"], ri(1, 3)), ch(["md", "wk", "us"])),
        doc=c["doc"].full(), cl=(c["clinic"], "HOSPITAL"))


def gyn(d, c):
    pt = c["pt"]
    c["age"] = ri(21, 68)
    c["dob"] = dob_for_age(c["age"], c["date"])
    c["age"] = age_on(c["dob"], c["date"])
    if rb(0.5):
        d.w("{cl}\n{a}\nTel {p} | Fax {f} | {e}\n\n", cl=(c["clinic"], "HOSPITAL"), a=Addr(0).line(), p=PH(c["pst"]), f=FX(c["pst"]),
            e=org_email(c["clinic"]))
    else:
        banner(d, c, c["clinic"])
    d.w("GYNECOLOGY - {vt}\nDate: {dt}\nPatient: {n} ({dob}, {a}y)   MRN {mrn}\nPCP: {pcp}\n\n",
        vt=ch(["ANNUAL EXAM", "PROBLEM VISIT", "CONSULT"]), dt=D(c["date"], c["dst"]), n=pt.full(), dob=D(c["dob"], c["dst"]),
        a=(str(c["age"]), "AGE"), mrn=c["mrn"], pcp=["Dr. ", Person("DOCTOR").l()])
    cc = ch(["abnormal uterine bleeding", "pelvic pain", "annual exam and contraception", "postmenopausal bleeding",
             "follow-up of ASC-US pap", "vulvar itching", "hot flashes"])
    d.w("CC: {cc}\nHPI: {a} {gp} presents for {cc}. ", cc=cc, a=age_phrase(c["age"], ch(["yo", "y/o", "yof"])), gp=gp(c))
    if c["age"] >= 50:
        d.w("Menopause at {m}. ", m=age_tok(ri(45, 55)))
    else:
        d.w("LMP {lmp}, cycles q%d-%d days lasting %d days. " % (ri(21, 28), ri(29, 40), ri(3, 8)), lmp=D(days(c["date"], -ri(3, 30)), ch(["md", "us"])))
    d.w("Sexually active with %s partner(s), %s. " % (ch(["one male", "one female", "no", "two male"]),
                                                      ch(["uses condoms", "on OCPs", "Mirena placed 2021" if False else "has a Mirena IUD", "s/p BTL", "no contraception"])))
    d.w("Last pap {lp}: {res}.\n", lp=D(days(c["date"], -ri(300, 1800)), ch(["my", "y", "us"])),
        res=ch(["NILM, HPV neg", "ASC-US, HPV positive", "LSIL", "NILM"]))
    sp = c["partner"]
    pr = prof()
    d.w("SH: {a} {pr}; lives with {sp} in {city}. {sm}\n", a="Employed as " + a_an(pr[0]), pr=pr, sp=sp.f(), city=(c["addr"].city, "CITY"),
        sm=ch(["Nonsmoker.", "Smokes 5 cig/day.", "No drugs, social EtOH."]))
    d.w("FH: mother %s at {a}; %s.\n" % (ch(["breast cancer", "ovarian cancer", "endometrial cancer", "DVT"]),
                                         ch(["no colon cancer", "sister with BRCA2", "aunt with PCOS"])), a=age_tok(ri(38, 72)))
    medall(d, c)
    d.w("\nExam: BP %d/%d, BMI %.1f. Breasts without masses. External genitalia normal. Speculum: %s. Bimanual: %s.\n" % (
        ri(100, 150), ri(60, 95), R.uniform(19, 44), ch(["cervix parous, no lesions", "friable cervix", "scant white discharge"]),
        ch(["uterus 8-week size, mobile, nontender", "no adnexal masses", "R adnexal tenderness", "fibroid uterus ~12 wk size"])))
    d.w("Pap with HPV cotest collected, specimen {s}. GC/CT NAAT {s2}.\n", s=accession(), s2=accession())
    if rb(0.5):
        d.w("Pelvic US {dt}: %s.\n" % ch(["3.2 cm intramural fibroid", "normal", "4 cm simple R ovarian cyst", "EMS 6 mm"]),
            dt=D(days(c["date"], -ri(2, 40)), ch(["us", "md"])))
    d.w("\nA/P:\n1. %s\n2. %s\n3. Results via portal {u}; will call {p} if abnormal.\n" % (
        ch(["AUB - TVUS and endometrial biopsy", "Routine GYN exam", "ASC-US HPV+ - colposcopy", "Vasomotor symptoms - discussed HT options",
            "Vulvovaginal candidiasis - fluconazole 150 mg x1"]),
        ch(["Contraception counseling - continue current method", "Mammogram ordered", "DEXA ordered", "Gardasil catch-up offered"])),
        u=org_url(c["clinic"]), p=c["phone"])


def postpartum_terse(d, c):
    pt = c["pt"]
    d.w("{h} - postpartum rounds {dt}\n", h=(c["hosp"], "HOSPITAL"), dt=D(c["date"], "md"))
    d.lc = True
    d.w("ppd#{n} s/p {m}. {nm} {a}yo. rm {rm}. ", n=str(ri(1, 3)), m=ch(["nsvd", "c/s", "vavd"]), nm=pt.l(), a=(str(c["age"]), "AGE"),
        rm=(str(ri(200, 480)), "LOCATION_OTHER"))
    d.w("pain controlled on motrin/tylenol, voiding, +flatus, ambulating. breastfeeding w/ lc {lc}. lochia mod. fundus firm 1 below u. "
        "hgb %.1f. rh %s. rubella immune. plan dc home {dt} w/ {sp}.\n" % (R.uniform(8, 12.5), ch(["pos", "neg - rhogam given"])),
        lc=Person("DOCTOR", kind="rn").l(), dt=D(days(c["date"], 1), "md"), sp=c["partner"].f())
    d.lc = False
    d.w("{doc}\n\n", doc=c["doc"].sig())


def gen(d):
    c = setup()
    d.ctx = c
    if rb(0.1):
        d.typo = 0.02
    k = ch(["prenatal", "prenatal", "delivery", "delivery", "gyn", "gyn", "pp"])
    if k == "prenatal":
        prenatal(d, c)
    elif k == "delivery":
        delivery(d, c)
    elif k == "gyn":
        gyn(d, c)
    else:
        postpartum_terse(d, c)
        delivery(d, c)
    if k != "gyn" and rb(0.6):
        d.w("\nDemographics on file: {a}; home {p}; email {e}; insurance {ins} member {m}\n", a=c["addr"].line(), p=c["phone"],
            e=email_for(c["pt"]), ins=(ch(INSURERS), "ORGANIZATION"), m=healthplan())
        if rb(0.5):
            d.w("Emergency contact: {p} ({r}) {ph}\n", p=c["partner"].full(), r=ch(["partner", "spouse", "FOB"]), ph=PH(c["pst"]))
    esign(d, c, c["doc"], npi_p=0.4)
    if rb(0.4):
        dictation(d, c, c["doc"])
    elif rb(0.5):
        audit(d, c)
    return "obgyn"
