"""Genre 7: skilled nursing facility admission and monthly physician notes."""
from common import *

REASONS = [("right hip hemiarthroplasty for femoral neck fracture after a fall", "S72.001D", ["Hip fracture s/p hemiarthroplasty", "Acute blood loss anemia"]),
           ("CHF exacerbation", "I50.33", ["Acute on chronic HFpEF", "CKD stage 3b", "Atrial fibrillation"]),
           ("sepsis from E. coli pyelonephritis", "A41.51", ["Sepsis, resolved", "Deconditioning", "Type 2 DM"]),
           ("left MCA ischemic stroke", "I69.351", ["CVA with right hemiparesis", "Dysphagia", "HTN"]),
           ("COPD exacerbation with hypercapnic respiratory failure", "J44.1", ["COPD on 2 L home O2", "Deconditioning"]),
           ("elective L TKA complicated by delirium", "Z96.652", ["s/p L TKA", "Post-op delirium, resolving", "Dementia, mild"]),
           ("pneumonia", "J18.9", ["CAP, completing antibiotics", "Alzheimer's dementia", "Failure to thrive"])]

MEDS = ["acetaminophen 650 mg q6h PRN", "apixaban 2.5 mg BID", "furosemide 40 mg daily", "metoprolol tartrate 25 mg BID",
        "donepezil 10 mg qHS", "insulin lispro sliding scale AC/HS", "insulin glargine 14 units qHS", "enoxaparin 40 mg SQ daily x 28 days",
        "senna 8.6 mg 2 tabs qHS", "polyethylene glycol 17 g daily PRN", "tamsulosin 0.4 mg qHS", "levothyroxine 50 mcg daily",
        "sertraline 50 mg daily", "oxycodone 5 mg q6h PRN severe pain", "cefpodoxime 200 mg BID x 4 more days",
        "tiotropium 18 mcg daily", "atorvastatin 40 mg qHS", "memantine 10 mg BID", "vitamin D3 1000 IU daily",
        "pantoprazole 40 mg daily", "calcium carbonate 500 mg BID", "trazodone 25 mg qHS PRN", "mirtazapine 7.5 mg qHS"]


def setup():
    c = base_ctx(62, 104)
    c["fac"] = clinic("snf")
    c["unit"] = ch(["Maple", "Rosewood", "Birch", "Heritage", "Magnolia", "Harbor", "Willow", "Cedar"]) + ch([" Unit", " Wing", " Hall", " Court"])
    c["room"] = "%d%s" % (ri(100, 340), ch(["", "A", "B", "-1", "-2"]))
    c["doc"] = staff(ch(["md", "md", "np"]))
    c["don"] = staff("rn")
    c["user"] = c["doc"].user()
    c["hosp"] = hospital()
    c["reason"] = ch(REASONS)
    c["poa"], c["poarel"] = relative(c["pt"], ch(["daughter", "son", "niece", "nephew", "daughter", None]))
    if rb(0.25):
        c["poa"], c["poarel"] = spouse(c["pt"])
    c["poap"] = PH(c["pst"])
    return c


def head(d, c):
    pt = c["pt"]
    st = ri(0, 2)
    if st == 0:
        d.w("{fac}\n{a}\nTel {p}  Fax {f}\n\n", fac=(c["fac"], "HOSPITAL"), a=Addr(0).line(), p=PH(c["pst"], 0.3), f=FX(c["pst"]))
    elif st == 1:
        banner(d, c, c["fac"])
    d.w("Resident: {n}   Room/Bed: {rm}   Unit: {u}\nDOB: {dob} ({a} y)   Resident ID: {mrn}   Medicare A day {md}\n",
        n=pt.LF(), rm=(c["room"], "LOCATION_OTHER"), u=(c["unit"], "HOSPITAL"), dob=D(c["dob"], c["dst"]), a=(str(c["age"]), "AGE"),
        mrn=c["mrn"], md=str(ri(1, 60)))


def admission(d, c):
    pt = c["pt"]
    why, icd, probs = c["reason"]
    a0 = days(c["date"], -ri(3, 12))
    a1 = days(c["date"], -ri(0, 1))
    head(d, c)
    d.w("\nSNF ADMISSION HISTORY AND PHYSICAL\nDate of admission: {dt}    Attending: {doc}\nAdmitted from: {h}, hospital stay {a0} to {a1}\nPCP: {pcp}   Pharmacy: {ph}\n\n",
        dt=D(c["date"], c["dst"]), doc=c["doc"].sig(), h=(c["hosp"], "HOSPITAL"), a0=D(a0, c["dst"]), a1=D(a1, c["dst"]),
        pcp=["Dr. ", Person("DOCTOR").full()], ph=(ch(["%s Long-Term Care Pharmacy" % ch(TOWNS), "%s LTC Pharmacy" % ch(TOWNS), clinic("pharm")]), "HOSPITAL"))
    d.w("HPI: {n} is a {a} {s} %s admitted to {h} on {a0} with %s. " % (ch(["with dementia", "previously living independently", "from assisted living",
                                                                            "who lived with family"]), why),
        n=[title(pt), pt.l()], a=age_phrase(c["age"], ch(["-year-old", "yo", "y/o", "words"])), s=sexw(pt, 0), h=(c["hosp"], "HOSPITAL"),
        a0=D(a0, ch(["md", "us"])))
    d.w("Hospital course notable for %s. Discharge summary by {hd} reviewed. Transferred here by %s on {a1} for skilled PT/OT and nursing.\n\n" % (
        ch(["post-op hemoglobin nadir 7.9 requiring 1 unit PRBC", "IV diuresis with 6 kg weight loss", "ICU stay for 2 days",
            "aspiration event with speech eval recommending mechanical soft", "AKI with creatinine peak 2.1, now 1.4"]),
        ch(["ambulance", "wheelchair van", "family car"])), hd=["Dr. ", Person("DOCTOR").l()], a1=D(a1, ch(["md", "wday", "us"])))
    d.w("ACTIVE PROBLEMS:\n" + "".join("%d. %s\n" % (i + 1, p) for i, p in enumerate(probs)) + "\n")
    d.w("MEDICATIONS (reconciled with hospital discharge list {dt}):\n", dt=D(a1, "us"))
    for m in sample(MEDS, ri(7, 12)):
        d.w("- " + m + "\n")
    d.w("ALLERGIES: %s\n\n" % ch(["NKDA", "penicillin", "sulfa, codeine", "morphine (confusion)"]))
    pr = prof()
    if rb(0.3):
        d.w("Born in {co}; emigrated in {y}. ", co=country(), y=D(days(c["date"], -ri(9000, 25000)), "y"))
    d.w("SOCIAL: " + ("Married" if c["poarel"] in ("wife", "husband") else "Widowed") + " retired {pr}; lived at {st}, {city} until this admission. {rel} {poa} is health care POA (phone {p}; e-mail {e}). Code status: %s (MOLST dated {md}). Faith: {ch}.\n\n" % ch(
        ["DNR/DNI", "Full code", "DNR, OK to intubate", "DNR/DNI, no hospital transfer"]),
        pr=pr, st=(c["addr"].street, "STREET"), city=(c["addr"].city, "CITY"), rel=c["poarel"].capitalize(), poa=c["poa"].full(), p=c["poap"],
        e=email_for(c["poa"]), md=D(days(c["date"], -ri(30, 1500)), "us"),
        ch=("%s %s" % (ch(["St. " + ch(SAINTS), "First Lutheran", "Calvary Baptist", "Beth Shalom"]), ch(["Church", "Parish", "Synagogue"])), "ORGANIZATION"))
    d.w("EXAM: " + vitals_line() + "\nGen: frail, pleasant, oriented to %s. HEENT: dry MM. CV: %s. Lungs: %s. Abd: soft. Ext: %s. Skin: %s. Neuro: %s.\n\n" % (
        ch(["person only", "person and place", "x3"]), ch(["irregularly irregular", "RRR, 2/6 SEM", "RRR"]),
        ch(["bibasilar crackles", "diminished bases", "clear"]), ch(["1+ pitting edema bilaterally", "incision R hip clean, staples intact", "no edema"]),
        ch(["stage 2 pressure injury sacrum 1.5 x 1 cm", "intact, Braden 14", "skin tear L forearm"]), ch(["R hemiparesis 3/5", "nonfocal", "mild tremor"])))
    d.w("ADMISSION ASSESSMENTS: BIMS %d/15, PHQ-9 %d, Braden %d, Morse %d, MNA %d.\n" % (ri(3, 15), ri(0, 14), ri(10, 20), ri(25, 95), ri(6, 14)))
    if rb(0.4):
        d.w("Devices: {dev} serial {sn}; hearing aids bilateral, SN {sn2}.\n", dev=ch(["pacemaker", "CPAP", "LVAD", "insulin pump"]), sn=devsn(),
            sn2=devsn())
    d.w("\nPLAN:\n- Skilled PT/OT 5x/week, SLP eval.\n- CBC/BMP on {l1}; weekly weights.\n- Wound care per nursing; RD consult.\n- Follow-up with {spc} {dr} on {fu} (transport arranged, {tc} {tp}).\n- Anticipated discharge to %s in %d-%d weeks; care conference {cc}.\n" % (
        ch(["home with home health", "daughter's home", "assisted living", "long-term care"]), ri(1, 3), ri(3, 6)),
        l1=D(days(c["date"], ri(1, 4)), ch(["md", "wk"])), spc=ch(["orthopedics", "cardiology", "neurology"]), dr=["Dr. ", Person("DOCTOR").l()],
        fu=D(days(c["date"], ri(7, 30)), ch(["us", "md", "long"])), tc=(ch(["Tri-County Transit", "Silverline Medical Transport", "Rook Valley Medicab"]), "ORGANIZATION"),
        tp=PH(), cc=D(days(c["date"], ri(5, 14)), ch(["wklong", "us"])))


def monthly(d, c):
    pt = c["pt"]
    why, icd, probs = c["reason"]
    head(d, c)
    d.w("\nMONTHLY PHYSICIAN VISIT / REGULATORY NOTE\nDate: {dt}   Provider: {doc}\nLong-term resident since {since}.\n\n",
        dt=D(c["date"], c["dst"]), doc=c["doc"].sig(), since=D(days(c["date"], -ri(200, 2500)), ch(["my", "us", "y"])))
    d.w("INTERVAL HISTORY: Per nursing ({rn}), resident %s. %s. No falls since {lf}. Family ({rel} {poa}) visited on {fv} and has no concerns.\n\n" % (
        ch(["has been eating 50-75% of meals", "had one episode of agitation at sundown", "remains at baseline", "had a fall without injury"]),
        ch(["Weight stable", "Weight down 4 lb over the month", "Sleeping well", "Refused labs once"])),
        rn=c["don"].full(), lf=D(days(c["date"], -ri(40, 400)), ch(["md", "us", "my"])), rel=c["poarel"], poa=c["poa"].f(),
        fv=ch([D(days(c["date"], -ri(1, 20)), ch(["wday", "md", "wk"])), holiday()]))
    d.w("VITALS / WEIGHTS\nDate        Wt (lb)  BP        HR\n")
    for k in range(3):
        dd = days(c["date"], -30 * (2 - k) - ri(0, 3))
        d.w("{dt}  %-7s  %d/%-5d  %d\n" % ("%.1f" % R.uniform(98, 220), ri(100, 160), ri(55, 90), ri(55, 95)), dt=D(dd, "us"))
    d.w("\nLABS {dt} (accession {acc}): Na %d, K %.1f, BUN %d, Cr %.2f, Hgb %.1f, A1c %.1f.\n" % (ri(131, 145), R.uniform(3.4, 5.4), ri(10, 44),
                                                                                                  R.uniform(0.7, 2.2), R.uniform(8.4, 13.8), R.uniform(5.6, 8.9)),
        dt=D(days(c["date"], -ri(2, 10)), "us"), acc=accession())
    d.w("EXAM: Resting in room {rm}, %s. Lungs %s. Heart %s. Skin %s.\n\n" % (ch(["pleasant and conversant", "drowsy but arousable", "in wheelchair"]),
                                                                           ch(["clear", "faint crackles at bases"]), ch(["RRR", "irregular"]),
                                                                           ch(["intact", "sacral wound healing", "dry"])),
        rm=(c["room"], "LOCATION_OTHER"))
    d.w("CURRENT MEDICATIONS (MAR reviewed):\n" + "".join("  %s\n" % m for m in sample(MEDS, ri(6, 11))))
    d.w("Behavior/psychotropic monitoring: %d episodes documented; no PRN antipsychotics used. Pharmacist {rph} monthly review {dt}: %s.\n\n" % (
        ri(0, 6), ch(["no irregularities", "recommend GDR of trazodone", "recommend checking vitamin B12", "duplicate PPI/H2 blocker flagged"])),
        rph=Person("DOCTOR").full(), dt=D(days(c["date"], -ri(1, 12)), ch(["md", "us"])))
    d.w("ASSESSMENT/PLAN:\n")
    for i, p in enumerate(probs + ["Polypharmacy review - GDR of %s attempted" % ch(["quetiapine", "mirtazapine", "trazodone"])]):
        d.w("%d. %s - %s\n" % (i + 1, p, ch(["stable, continue current management", "monitor", "adjusted as above", "discussed with POA"])))
    d.w("Code status: %s, reaffirmed with {poa} by phone {p} on {dt}.\n" % ch(["DNR/DNI", "Full code", "DNR"]), poa=c["poa"].full(),
        p=c["poap"], dt=D(days(c["date"], -ri(0, 3)), "md"))


def nursing_terse(d, c):
    pt = c["pt"]
    d.w("\nNURSING NOTE {dt} {tm}\n", dt=D(c["date"], "us2"), tm=tod())
    d.lc = rb(0.6)
    d.w("res {n} rm {rm}. a&o x%d. vss. meds given per mar via med cart, nurse login {u} (biometric id {b}). " % (ri(1, 3)),
        n=pt.l(), rm=(c["room"], "LOCATION_OTHER"), u=c["don"].user(), b=bioid())
    d.w("{rel} {poa} called, updated. skin intact. up w/ 1 assist. no s/s pain. -{i}\n", rel=c["poarel"], poa=c["poa"].f(), i=c["don"].lcini())
    d.lc = False


def facesheet(d, c):
    pt = c["pt"]
    d.w("\nFACE SHEET\nName: {n}   SSN: {ss}   Medicare MBI: {mbi}   Medicaid #: {mcd}\nSecondary: {ins} {hp}\nPrevious address: {a}\nResponsible party: {poa} ({rel}), {p}\nFuneral home: {fh}\n",
        n=pt.full(), ss=ssn(), mbi=("%d%s%d%s%d%s%d" % (ri(1, 9), letters(2, "ACDEFGHJKMNPQRTUVWXY"), ri(0, 9), letters(2, "ACDEFGHJKMNPQRTUVWXY"), ri(0, 9),
                                                      letters(2, "ACDEFGHJKMNPQRTUVWXY"), ri(10, 99)), "HEALTHPLAN"),
        mcd=("%s%s" % (letters(2), digits(8)), "HEALTHPLAN"), ins=(ch(INSURERS), "ORGANIZATION"), hp=healthplan(), a=c["addr"].line(),
        poa=c["poa"].full(), rel=c["poarel"], p=c["poap"],
        fh=(ch(["%s Funeral Home" % ch(SURN[:120]), "%s Memorial Chapel" % ch(TOWNS)]), "ORGANIZATION"))


def gen(d):
    c = setup()
    d.ctx = c
    if rb(0.12):
        d.typo = 0.02
    k = ch(["adm", "adm", "monthly", "monthly"])
    if k == "adm":
        admission(d, c)
    else:
        monthly(d, c)
    if rb(0.5):
        nursing_terse(d, c)
    if rb(0.45):
        facesheet(d, c)
    esign(d, c, c["doc"], npi_p=0.4)
    if rb(0.4):
        audit(d, c)
    return "skilled_nursing"
