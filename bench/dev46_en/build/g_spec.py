"""Specialist clinic letters."""
import datetime as dt

import blocks as B
import core as C
from core import S, tl


def _dev(ctx):
    return S("DEVICE", C.device_serial(ctx.rng))


def cardiology(ctx):
    r = ctx.rng
    d_imp = ctx.past(200, 2500)
    paras = [
        tl(ctx, "Thank you for asking me to see {PTT} again regarding {his} paroxysmal atrial fibrillation and "
                "conduction disease. As you know, {he} had a dual-chamber pacemaker implanted at {H} on {D1} for "
                "symptomatic complete heart block (generator Medtronic Azure XT DR MRI, serial {SN}; RA lead "
                "serial {L1}, RV lead serial {L2}).\n\n",
           H=ctx.v["HOSP1_NAME"], D1=ctx.DN(d_imp), SN=_dev(ctx), L1=_dev(ctx), L2=_dev(ctx)),
        tl(ctx, "Remote monitoring transmission of {D2} showed an AF burden of %d%% with the longest episode "
                "lasting %d hours on {D3}. {He} was aware of palpitations on that day while walking near "
                "{LM}. There have been no syncopal episodes. {His} {FR} {FN} has noticed {he} tires easily.\n\n" % (
                    r.randint(2, 35), r.randint(3, 40)),
           D2=ctx.v["DRECENT"], D3=ctx.v["DRECENT"], LM=S("LOCATION_OTHER", r.choice(
               ["Centennial Lake", "Fernleigh Botanic Gardens", "Harbour Foreshore Walk",
                "Queens Park Rotunda", "Riverside Boardwalk"])),
           FR=ctx.fam("F1").rel, FN=ctx.fname(ctx.fam("F1"), "given")),
        ["Pacemaker check today: battery %.1f years, sensing and thresholds stable, %d%% V-paced. "
         "ECG: AS-VP at %d bpm. Echo (%s): LVEF %d%%, mild LA dilatation.\n\n" % (
             r.uniform(6, 11), r.randint(40, 99), r.randint(60, 80), "today", r.randint(40, 62))],
    ]
    dx = ["Paroxysmal AF, CHA2DS2-VASc %d" % r.randint(2, 6), "Complete heart block - dual-chamber PPM",
          "Hypertension"]
    plan = ["Commence apixaban 5 mg BD; cease aspirin", "Continue bisoprolol 2.5 mg", "Remote monitoring 3-monthly",
            tl(ctx, "Device clinic review {D}", D=ctx.v["DFUT"])]
    return "Cardiology", paras, dx, plan


def endocrine(ctx):
    r = ctx.rng
    dx_y = ctx.v["YPAST"]
    paras = [
        tl(ctx, "I reviewed {PTP} in the Diabetes Clinic today. {He} has had type 1 diabetes since {Y} and "
                "transitioned to an insulin pump in {MY} (Tandem t:slim X2, serial {SN}) with Dexcom G7 CGM "
                "(receiver serial {SN2}). Time in range over the last 14 days is %d%%, time below range %d%%.\n\n" % (
                    r.randint(38, 82), r.randint(1, 9)), Y=dx_y, MY=ctx.v["MYPAST"], SN=_dev(ctx), SN2=_dev(ctx)),
        tl(ctx, "{He} works as a {PROF} and describes difficulty with hypoglycaemia during shifts. There was one "
                "severe hypo on {D1} requiring assistance from {FR} {FN}, who gave glucagon. HbA1c %.1f%%.\n\n" % (
                    r.uniform(6.5, 9.8)), D1=ctx.v["DRECENT"], FR=ctx.fam("F1").rel,
           FN=ctx.fname(ctx.fam("F1"), "full")),
        ["Examination: BMI %.1f, injection/infusion sites without lipohypertrophy. Feet normal.\n\n" % r.uniform(20, 33)],
    ]
    dx = ["Type 1 diabetes on CSII", "Impaired hypoglycaemia awareness", "Coeliac disease (serology negative on GFD)"]
    plan = ["Basal rate reduced 10% 02:00-06:00", "Enable auto-mode exercise setting for shifts",
            tl(ctx, "Pump download to be emailed to {EM}", EM=S("EMAIL", ctx.inst("HOSP1", "hospital").email(r, "diabetes"))),
            tl(ctx, "Review in clinic {D}", D=ctx.v["DFUT"])]
    return "Endocrinology", paras, dx, plan


def sleep(ctx):
    r = ctx.rng
    ahi = r.randint(18, 72)
    paras = [
        tl(ctx, "{PTT} attended for review of {his} obstructive sleep apnoea. Diagnostic polysomnography at {SL} on "
                "{D1} showed an AHI of %d/h with nadir SpO2 %d%%. {He} commenced CPAP (ResMed AirSense 11, serial "
                "{SN}) on {D2}.\n\n" % (ahi, r.randint(72, 88)),
           SL=ctx.v["SLEEPC1_NAME"], D1=ctx.v["DPAST"], D2=ctx.v["DRECENT"], SN=_dev(ctx)),
        tl(ctx, "Download shows average use %.1f h/night on %d%% of nights, residual AHI %.1f. {His} {FR} reports the "
                "snoring has stopped. {He} drives a delivery truck for {EMP} and holds a heavy rigid licence "
                "(no. {LIC}); Epworth has improved from %d to %d.\n\n" % (
                    r.uniform(4, 7.5), r.randint(60, 98), r.uniform(0.8, 6), r.randint(12, 20), r.randint(3, 9)),
           FR=ctx.fam("F1").rel, LIC=S("LICENSE", C.driver_licence(r, ctx.loc, ctx.addr.state))),
    ]
    dx = ["Severe OSA, CPAP-compliant", "Obesity (BMI %.1f)" % r.uniform(31, 44)]
    plan = ["Fit to drive commercially provided compliance maintained", "Annual CPAP download",
            "Weight management referral"]
    return "Respiratory and Sleep Medicine", paras, dx, plan


def neurology(ctx):
    r = ctx.rng
    w = ctx.fam("WIT", r.choice(["friend", "colleague", "partner", "sister"]))
    paras = [
        tl(ctx, "Thank you for referring {PT}, a {AGE}-year-old {PROF}, following a first generalised tonic-clonic "
                "seizure on {D1}. This occurred at {LM} around midday and was witnessed by {his} {WR} {WN}, who "
                "described stiffening followed by jerking for about two minutes and confusion afterwards. "
                "Ambulance attended (case no. {AMB}) and {he} was taken to {H}.\n\n",
           D1=ctx.v["DRECENT"], LM=S("LOCATION_OTHER", r.choice(["Northgate Shopping Centre", "Harbour Town food court",
                                                                 "Bayside Aquatic Centre", "Central Station platform 4",
                                                                 "Eastlands Library"])),
           WR=w.rel, WN=ctx.fname(w, "full"), AMB=S("IDNUM", C.generic_id(r, r.choice(["", "AV", "C"]), 8)),
           H=ctx.v["HOSP1_NAME"]),
        ["MRI brain showed no structural lesion. EEG demonstrated generalised spike-wave discharges. "
         "Neurological examination today is normal.\n\n"],
        tl(ctx, "We discussed driving in detail. {He} must not drive for at least 6 months from the date of the "
                "seizure. {He} drives a %s (registration {REG}) and holds licence {LIC}; {he} understands the "
                "obligation to notify the licensing authority.\n\n" % r.choice(["Corolla", "ute", "Hilux", "Civic",
                                                                                  "RAV4", "minivan"]),
           REG=S("VEHICLE", C.plate(r, ctx.loc, ctx.addr.state)), LIC=S("LICENSE", C.driver_licence(r, ctx.loc, ctx.addr.state))),
    ]
    dx = ["Idiopathic generalised epilepsy, first presentation"]
    plan = ["Commence levetiracetam 250 mg BD, increase to 500 mg BD after 2 weeks",
            "Seizure safety advice; no driving for 6 months",
            tl(ctx, "Review {D}", D=ctx.v["DFUT"])]
    return "Neurology", paras, dx, plan


def rheum(ctx):
    r = ctx.rng
    paras = [
        tl(ctx, "I saw {PTT} in the Rheumatology clinic on {D0}. {He} has seropositive rheumatoid arthritis "
                "diagnosed in {MY}, with erosive disease of the MCPs. Morning stiffness currently %d minutes. "
                "{He} has had to reduce hours at {EMP} where {he} works as a {PROF}.\n\n" % r.randint(20, 150),
           D0=ctx.D(ctx.visit, ctx.ns), MY=ctx.v["MYPAST"]),
        ["On examination %d tender and %d swollen joints; DAS28-CRP %.2f. CRP %d, ESR %d.\n\n" % (
            r.randint(2, 14), r.randint(1, 10), r.uniform(2.4, 5.9), r.randint(3, 60), r.randint(8, 70))],
        tl(ctx, "{His} sister {SN} also has RA and did well on adalimumab. Hep B/C, quantiferon and chest X-ray "
                "were completed at {LAB} (episode {EP}).\n\n", SN=ctx.fname(ctx.fam("SIS", "sister"), "given"),
           LAB=ctx.v["LAB1_NAME"], EP=S("ACCOUNT", C.account_no(r))),
    ]
    dx = ["Seropositive erosive RA", "Methotrexate-associated nausea"]
    plan = ["Switch methotrexate to SC 20 mg weekly", "Apply for bDMARD if DAS28 >5.1 at next visit",
            tl(ctx, "Bloods monthly at {LAB}", LAB=ctx.v["LAB1_NAME"])]
    return "Rheumatology", paras, dx, plan


def gastro(ctx):
    r = ctx.rng
    paras = [
        tl(ctx, "{PTP} underwent colonoscopy at {H} on {D1} (procedure no. {PN}) for iron deficiency and altered "
                "bowel habit. There was a %d mm sessile polyp in the sigmoid, removed by cold snare, and patchy "
                "inflammation in the terminal ileum.\n\n" % r.randint(4, 25),
           H=ctx.v["HOSP1_NAME"], D1=ctx.v["DRECENT"], PN=S("IDNUM", C.generic_id(r, "", 7))),
        tl(ctx, "Histology ({LAB}, accession {ACC}) confirmed a tubular adenoma with low-grade dysplasia and "
                "active ileitis with non-caseating granulomata, consistent with Crohn's disease. Faecal "
                "calprotectin %d.\n\n" % r.randint(120, 1800), LAB=ctx.v["LAB1_NAME"], ACC=S("IDNUM", C.lab_no(r))),
        tl(ctx, "{His} mother had Crohn's disease diagnosed at {A}. {He} is a {PROF} and has missed about "
                "ten days of work since {MY}.\n\n", A=S("AGE", str(r.randint(18, 40))), MY=ctx.v["MYPAST"]),
    ]
    dx = ["Ileal Crohn's disease (new)", "Tubular adenoma - surveillance 3 years"]
    plan = ["Budesonide 9 mg daily 8 weeks then taper", "MR enterography", "IBD nurse to call next week"]
    return "Gastroenterology", paras, dx, plan


def renal(ctx):
    r = ctx.rng
    donor = ctx.fam("DON", r.choice(["sister", "brother", "wife" if ctx.pt.sex == "M" else "husband", "cousin"]))
    paras = [
        tl(ctx, "{PTT} was reviewed in the Renal Clinic. {He} has CKD stage %s secondary to diabetic nephropathy, "
                "eGFR %d (down from %d in {MY}). Left radiocephalic AV fistula was created at {H} on {D1} and is "
                "maturing well.\n\n" % (r.choice(["4", "5"]), r.randint(9, 22), r.randint(18, 35)),
           MY=ctx.v["MYPAST"], H=ctx.v["HOSP1_NAME"], D1=ctx.v["DPAST"]),
        tl(ctx, "We discussed dialysis options; {he} favours home haemodialysis with training at {DU}. {His} {DR} "
                "{DN} (aged {DA}) has come forward as a potential living donor and has been referred to the "
                "transplant coordinator, {TC}.\n\n",
           DU=S("HOSPITAL", ctx.inst("HOSP2", "hospital").name.split(" ")[0] + " Dialysis Unit"),
           DR=donor.rel, DN=ctx.fname(donor, "full"), DA=S("AGE", str(ctx._fam_age(donor))),
           TC=ctx.dname(ctx.clin("CNS1", "CNS"), "full")),
    ]
    dx = ["CKD %s, diabetic nephropathy" % r.choice(["G4A3", "G5A3"]), "Renal anaemia", "Secondary hyperparathyroidism"]
    plan = ["Darbepoetin 40 mcg fortnightly", "Low potassium diet - dietitian review",
            tl(ctx, "Transplant work-up bloods {D}", D=ctx.v["DFUT"])]
    return "Nephrology", paras, dx, plan


def ortho(ctx):
    r = ctx.rng
    side = r.choice(["left", "right"])
    d_op = ctx.past(40, 120)
    paras = [
        tl(ctx, "{PTT} is now %d weeks following %s total hip arthroplasty performed at {H} on {D1}. Implants: "
                "acetabular shell serial {S1}, femoral stem serial {S2}, ceramic head serial {S3}.\n\n" % (
                    (ctx.visit - d_op).days // 7, side),
           H=ctx.v["HOSP1_NAME"], D1=ctx.DN(d_op), S1=_dev(ctx), S2=_dev(ctx), S3=_dev(ctx)),
        tl(ctx, "{He} is walking without aids, pain 1/10. Wound healed. X-ray shows well-positioned components. "
                "{He} is keen to return to work as a {PROF} at {EMP}; we have suggested a graded return from {D2}.\n\n",
           D2=ctx.v["DFUT"]),
    ]
    dx = ["Primary OA %s hip - THA" % side]
    plan = ["Continue hydrotherapy", tl(ctx, "Physiotherapy at {P}", P=ctx.v["PHYSIOC1_NAME"]),
            "Review 12 months post-op with X-ray"]
    return "Orthopaedic Surgery", paras, dx, plan


def oncology(ctx):
    r = ctx.rng
    paras = [
        tl(ctx, "I met {PTP} and {his} {FR} {FN} today to discuss adjuvant treatment for {his} %s breast cancer. "
                "{He} underwent wide local excision and sentinel node biopsy at {H} on {D1} (histology {ACC}): "
                "%d mm grade %d IDC, ER+ PR+ HER2-, 0/2 nodes.\n\n" % (r.choice(["left", "right"]), r.randint(8, 34), r.randint(1, 3)),
           FR=ctx.fam("F1").rel, FN=ctx.fname(ctx.fam("F1"), "given"), H=ctx.v["HOSP1_NAME"], D1=ctx.v["DRECENT"],
           ACC=S("IDNUM", C.lab_no(r))),
        tl(ctx, "The case was discussed at the breast MDM on {WD}. Oncotype recurrence score %d. Given {his} age ({AGE}) "
                "and family history ({his} mother died of breast cancer aged {MA}), we have referred to Familial Cancer "
                "Clinic. A port was inserted {D2} (serial {SN}).\n\n" % r.randint(8, 31),
           WD=ctx.v["WDAY"], MA=S("AGE", str(r.randint(41, 68))), D2=ctx.v["DRECENT"], SN=_dev(ctx)),
    ]
    dx = ["Early breast cancer, pT1cN0, luminal A"]
    plan = ["Adjuvant radiotherapy", "Letrozole 2.5 mg daily for 5 years", "DEXA baseline",
            tl(ctx, "Oncology nurse {N} on {PH}", N=ctx.dname(ctx.clin("CNS2", "CNS"), "full"),
               PH=S("PHONE", C.phone(r, ctx.loc, "land", ctx.addr, ext=True)))]
    return "Medical Oncology", paras, dx, plan


def ent(ctx):
    r = ctx.rng
    paras = [
        tl(ctx, "{PTT} had a right cochlear implant at {H} on {D1} (Cochlear Nucleus CI622, implant serial {SN}; "
                "sound processor serial {SP}). Switch-on was {D2}. Speech perception scores have improved from "
                "%d%% to %d%%.\n\n" % (r.randint(4, 30), r.randint(50, 90)),
           H=ctx.v["HOSP1_NAME"], D1=ctx.v["DPAST"], SN=_dev(ctx), SP=_dev(ctx), D2=ctx.v["DRECENT"]),
        tl(ctx, "{He} continues to wear a hearing aid on the left (serial {HA}) fitted at {AUD}. {His} {FR} "
                "reports {he} is now joining conversations at {CH}.\n\n",
           HA=_dev(ctx), AUD=ctx.v["AUDC1_NAME"], FR=ctx.fam("F1").rel,
           CH=S("ORGANIZATION", ctx.inst("CHURCH", "church").name)),
    ]
    dx = ["Bilateral severe-profound SNHL", "R cochlear implant"]
    plan = ["Audiology mapping 3-monthly", "Annual ENT review"]
    return "Otolaryngology", paras, dx, plan


def geri(ctx):
    r = ctx.rng
    f = ctx.fam("F1", r.choice(["daughter", "son"]))
    paras = [
        tl(ctx, "I saw {PT}, aged {AGE}, in the Memory Clinic with {his} {FR} {FN}, who holds enduring power of "
                "attorney. {FG} reports 2 years of progressive forgetfulness, getting lost driving home from {SH} in "
                "{MY}, and missed bills. MoCA %d/30, RUDAS %d/30.\n\n" % (r.randint(12, 24), r.randint(14, 24)),
           FR=f.rel, FN=ctx.fname(f, "full"), FG=ctx.fname(f, "given"),
           SH=S("LOCATION_OTHER", r.choice(["Eastgate Plaza", "Meadowbank Shopping Village", "Pinewood Bowling Centre",
                                            "Kingsway Mall", "Harbourside Markets"])), MY=ctx.v["MYPAST"]),
        tl(ctx, "CT brain ({IMG}, {D1}) showed generalised and bilateral hippocampal atrophy. {He} still drives a "
                "%s (plate {PL}); we advised {him} to stop driving and I have completed the medical report for "
                "licence {LIC}.\n\n" % r.choice(["Camry", "Falcon", "Corolla", "Outback", "Accent"]),
           IMG=ctx.v["IMG1_NAME"], D1=ctx.v["DRECENT"], PL=S("VEHICLE", C.plate(r, ctx.loc, ctx.addr.state)),
           LIC=S("LICENSE", C.driver_licence(r, ctx.loc, ctx.addr.state))),
    ]
    dx = ["Alzheimer's disease, mild-moderate", "Not fit to drive"]
    plan = ["Donepezil 5 mg nocte, increase to 10 mg in 4 weeks", "Aged care assessment referral",
            tl(ctx, "{FG} to contact me on {PH} with concerns", FG=ctx.fname(f, "given"),
               PH=S("PHONE", C.phone(r, ctx.loc, "land", ctx.addr)))]
    return "Geriatric Medicine", paras, dx, plan


def paeds(ctx):
    r = ctx.rng
    par = ctx.fam("PAR", r.choice(["mother", "father"]))
    teacher = ctx.fam("TCH", "teacher")
    paras = [
        tl(ctx, "I reviewed {PTG}, now {AGE}, with {his} {PR} {PN} in the general paediatric clinic. {PTG} is in "
                "year %d at {SCH}. {His} teacher, {TN}, completed the Conners questionnaire which showed elevated "
                "inattention and hyperactivity scores.\n\n" % r.randint(1, 6),
           PR=par.rel, PN=ctx.fname(par, "full"), SCH=S("ORGANIZATION", ctx.inst("SCHOOL", "school").name),
           TN=ctx.fname(teacher, "title")),
        tl(ctx, "Growth: weight %.1f kg, height %.1f cm. Examination unremarkable. {His} father {FN} had similar "
                "difficulties at school.\n\n" % (r.uniform(18, 45), r.uniform(105, 150)),
           FN=ctx.fname(ctx.fam("DAD", "father"), "given")),
    ]
    dx = ["ADHD, combined presentation"]
    plan = ["Methylphenidate 10 mg mane on school days", "Height, weight, BP 3-monthly",
            tl(ctx, "Letter to {SCH} re classroom support", SCH=S("ORGANIZATION", ctx.inst("SCHOOL", "school").name))]
    return "Paediatrics", paras, dx, plan


def uro(ctx):
    r = ctx.rng
    paras = [
        tl(ctx, "{PTT} was seen in the Urology clinic regarding a rising PSA: %.1f ({MY}) to %.1f ({D1}). MRI "
                "prostate at {IMG} showed a PI-RADS %d lesion.\n\n" % (r.uniform(3, 6), r.uniform(6, 14), r.randint(3, 5)),
           MY=ctx.v["MYPAST"], D1=ctx.v["DRECENT"], IMG=ctx.v["IMG1_NAME"]),
        tl(ctx, "Transperineal biopsy was performed at {H} on {D2} (specimens {SP1} to {SP2}). Gleason 3+4=7 in "
                "4/18 cores. {His} {FR} {FN} attended today.\n\n",
           H=ctx.v["HOSP1_NAME"], D2=ctx.v["DRECENT"], SP1=S("IDNUM", C.lab_no(r)), SP2=S("IDNUM", C.lab_no(r)),
           FR=ctx.fam("F1").rel, FN=ctx.fname(ctx.fam("F1"), "given")),
    ]
    dx = ["Intermediate-risk prostate cancer"]
    plan = ["PSMA PET", "Discuss radical prostatectomy vs radiotherapy at MDM"]
    return "Urology", paras, dx, plan


SPECS = [cardiology, endocrine, sleep, neurology, rheum, gastro, renal, ortho, oncology, ent, geri, paeds, uro]


def _eligible(ctx, fn):
    if fn is paeds:
        return ctx.age < 15
    if ctx.age < 15:
        return False
    if fn is geri:
        return ctx.age >= 65
    if fn is uro:
        return ctx.pt.sex == "M" and ctx.age >= 45
    if fn is oncology:
        return ctx.pt.sex == "F" and ctx.age >= 30
    if fn in (sleep, neurology, ortho) and ctx.age > 75:
        return False
    return True


def letter(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    fns = [f for f in SPECS if _eligible(ctx, f)]
    spec_name, paras, dx, plan = ctx.pick("spec_scen", fns)(ctx)
    spec = ctx.clin("SPEC")
    if ctx.age < 15 or r.random() < 0.5:
        rooms = ctx.inst("HOSP1", "hospital")
    else:
        rooms = ctx.inst("ROOMS", "practice")
    gp = ctx.clin("GP")
    prac = ctx.inst("PRAC0", "practice")
    B.letterhead(n, ctx, rooms)
    n.add(spec_name, " | ", ctx.dname(spec, "drfullcred"), "\n\n")
    n.add(ctx.D(ctx.visit + dt.timedelta(days=r.randint(0, 6)), r.choice([ctx.ds, ctx.ns])), "\n\n")
    n.add(ctx.dname(gp, "drfull"), "\n", S("HOSPITAL", prac.name), "\n", ctx.addr_parts(prac.addr, style=1), "\n")
    if r.random() < 0.5:
        n.add("Fax: ", S("FAX", prac.fax), "\n")
    n.add("\nDear ", ctx.dname(gp, r.choice(["dr", "given"])) if r.random() < 0.85 else "Colleague", ",\n\n")
    n.add("Re: ", ctx.pt_name(r.choice(["fullmid", "caps", "full"])), "   DOB: ", ctx.v["DOB"], "\n")
    n.add("     ", ctx.v["ADDR1"], "\n")
    n.add("     ", ctx.v["MRNL"], " ", ctx.v["MRN"])
    if ctx.loc != "NZ":
        n.add("   ", ctx.v["HPL"], " ", ctx.v["HPV"])
    n.add("\n     Clinic date: ", ctx.D(ctx.visit), "\n\n")
    if r.random() < 0.6:
        n.add("Diagnoses:\n")
        for i, d in enumerate(dx, 1):
            n.add("%d. " % i, d, "\n")
        n.add("\n")
    for p in paras:
        n.add(p)
    if r.random() < 0.6:
        B.pmhx(n, ctx, style=r.choice([0, 2]))
        n.add("\n")
    if r.random() < 0.5:
        n.add("On examination: ", B.vitals(ctx), ".\n", B.exam_sys(ctx), "\n")
    if r.random() < 0.5:
        n.add(B.results_line(ctx), "\n")
    if r.random() < 0.6:
        n.add("Current medications:\n", B.meds_list(ctx, 3, 7, style=r.choice([0, 2])), "\n")
    if r.random() < 0.3:
        B.social_hx(n, ctx, style=r.choice([0, 2]))
        n.add("\n")
    n.add("Plan:\n")
    for item in plan:
        n.add("- ", item, "\n")
    n.add("\n")
    tail = r.randrange(3)
    if tail == 0:
        n.add("Thank you for your ongoing care of ", ctx.pt_name("title" if ctx.age >= 15 else "given"),
              ". Please do not hesitate to contact me on ", S("PHONE", rooms.phone), " if you have any concerns.\n\n")
    elif tail == 1:
        n.add("I will see ", ctx.pt_name("pref"), " again on ", ctx.DN(ctx.future(20, 120)),
              ". Results will be copied to you.\n\n")
    else:
        n.add("Many thanks for this interesting referral.\n\n")
    B.signoff(n, ctx, spec, style=r.choice([0, 0, 3, 5]), inst=rooms)
    keys = [("GP", "GP")]
    if r.random() < 0.6:
        keys.append(("SPEC", "SPEC2"))
    if r.random() < 0.4:
        keys.append("PT")
    B.cc_block(n, ctx, keys)
    return n


def specialist(ctx):
    return letter(ctx)
