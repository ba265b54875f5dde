"""Genres: pathology report, listing meeting minutes, inpatient progress note, telephone encounter."""
import datetime as dt

import case as K
import clinical as C

DAY = dt.timedelta(days=1)


def _tm(R, lo=0, hi=23):
    return "%02d:%02d" % (R.randint(lo, hi), R.randint(0, 59))


# ---------------------------------------------------------------------------
def pathology(W, R, k, d):
    uk = k.uk
    lab_h = k.centre
    d.line(R.choice(["SURGICAL PATHOLOGY REPORT", "Histopathology Report", "CELLULAR PATHOLOGY", "Transplant Pathology Consultation",
                     "RENAL BIOPSY REPORT" if k.organ == "kidney" else "BIOPSY REPORT"]))
    d.f("{h} - {dep}\n", h=lab_h, dep=R.choice(["Department of Pathology", "Cellular Pathology", "Anatomic Pathology", "Histopathology"]))
    if R.random() < 0.5:
        d.add(k.centre_addr, "\n")
    d.nl()
    coll = k.visit
    rec = coll + DAY * R.choice([0, 0, 1])
    rep = rec + DAY * R.randint(0, 3)
    d.line("Accession: {a}      Case type: {t}", a=W.idnum("acc"), t=R.choice(["Surgical", "Transplant - urgent", "Medical renal", "Consult"]))
    nm = k.pt.n(R.choice(["LASTFIRST", "lastfirst", "LASTfirst"]), R)
    if uk:
        d.line("Patient: {n}   DOB: {dob}   NHS: {nhs}", n=nm, dob=W.date(k.dob), nhs=k.nhs)
        d.line("Hosp no: {m}   Age: {a}   Sex: {s}", m=k.mrn, a=("%d" % k.age, "AGE"), s=k.pt.sex)
    else:
        d.line("Patient: {n}   MRN: {m}   DOB: {dob}   Age/Sex: {a}/{s}", n=nm, m=k.mrn, dob=W.date(k.dob),
               a=("%d" % k.age, "AGE"), s=k.pt.sex)
        if R.random() < 0.5:
            d.line("Account: {a}", a=k.acct)
    req = K.staff(W, R, k, R.choice(["nephro", "surgeon", "hep", "cardio", "pulm"]))
    d.f("Requesting clinician: {n}", n=K.dr(req, R, R.choice(["full", "iname", "last"])))
    if R.random() < 0.5:
        d.add(" (", W.pager(), ")")
    d.nl()
    d.f("Location: {w}", w=W.ward() if R.random() < 0.6 else k.dept)
    if R.random() < 0.3:
        d.f(", room {r}", r=W.room())
    d.nl()
    d.line("Collected: {c} {t1}   Received: {r} {t2}   Reported: {p}", c=W.date(coll), t1=_tm(R, 7, 16),
           r=W.date(rec), t2=_tm(R, 8, 18), p=W.date(rep))
    d.nl()
    organ = k.organ if k.organ != "SPK" else "kidney"
    d.line("CLINICAL INFORMATION:")
    d.f("{o} transplant {tx} ({t}). ", o=organ.capitalize(), tx=W.date(k.txdate, R.choice(["num", "my", "dmy"])), t=k.txtype)
    d.add(R.choice(["Rising creatinine, ?rejection. ", "Protocol biopsy at 3 months. ", "DSA positive (MFI 4,200), ?AMR. ",
                    "Deranged LFTs, ?ACR vs biliary. ", "Surveillance EMB. ", "Drop in FEV1 12%, ?ACR. ", "BK viraemia, ?PVN. "]))
    d.add(C.viral(R) + ".\n\n")
    d.line("SPECIMEN:")
    spec = {"kidney": "A. Transplant kidney, core needle biopsy x%d" % R.randint(1, 3),
            "liver": "A. Liver allograft, percutaneous core biopsy", "heart": "A. Endomyocardial biopsy, RV septum (%d fragments)" % R.randint(3, 6),
            "lung": "A. Transbronchial biopsies, RLL (%d pieces)" % R.randint(4, 9)}[organ]
    d.line(spec)
    d.nl()
    d.line("GROSS DESCRIPTION:")
    d.f("Received in {fx}, labelled with the patient's name and {idl}, ", fx=R.choice(["formalin", "Michel's medium and formalin", "saline"]),
        idl=R.choice(["hospital number", "MRN", "date of birth"]))
    d.add(R.choice(["two cores measuring 1.4 cm and 0.9 cm. ", "multiple tan fragments, aggregate 0.5 cm. ",
                    "a single core 1.8 cm. ", "fragments up to 0.3 cm. "]))
    d.f("Entirely submitted in {b}. Grossed by {g}.\n\n", b=R.choice(["A1-A3", "cassette A1", "A1-A2", "blocks A1 to A4"]),
        g=K.staff(W, R, k, "lab").n(R.choice(["initials", "iname"]), R))
    d.line("MICROSCOPIC DESCRIPTION:")
    if organ == "kidney":
        na = R.randint(1, 4)
        d.line("Adequacy: %d glomeruli (%d globally sclerosed), %d arter%s. %s" % (R.randint(7, 32), R.randint(0, 5), na, "y" if na == 1 else "ies",
                                                                                 R.choice(["Sample adequate (Banff).", "Minimal sample.", ""])))
        sc = ["%s%d" % (x, R.choice([0, 0, 1, 1, 2, 3])) for x in ("i", "t", "v", "g", "ptc", "ci", "ct", "cv", "ah", "cg", "mm")]
        d.line("Banff lesion scores: " + " ".join(sc) + "; C4d" + R.choice(["0", "1", "2", "3"]) + ".")
    elif organ == "liver":
        d.line("Portal inflammation %d, bile duct damage %d, venous endothelialitis %d (RAI %d/9)." % (
            R.randint(0, 3), R.randint(0, 3), R.randint(0, 3), R.randint(1, 8)))
    elif organ == "heart":
        d.line("%d fragments, <50%% scar. Foci of lymphocytic infiltrate %s." % (R.randint(3, 6), R.choice(["without myocyte damage", "with one focus of myocyte damage", "absent"])))
    else:
        d.line("Alveolated parenchyma in %d pieces; perivascular infiltrates %s." % (R.randint(3, 8), R.choice(["minimal", "absent", "2-3 cells thick"])))
    d.line("Stains: " + ", ".join(C.sentences(R, C.STAINS, R.randint(3, 6))) + ".")
    d.line(R.choice(["SV40 negative.", "CMV IHC negative.", "C4d diffuse in PTC (IF).", "No viral cytopathic effect.",
                     "EBER ISH negative.", "GMS negative for fungi."]))
    d.nl()
    if organ == "kidney":
        d.line("IMMUNOFLUORESCENCE:")
        d.line(R.choice(["IgG, IgA, IgM, C3, C1q, kappa, lambda negative. C4d (IF) " + R.choice(["negative", "diffuse PTC staining (C4d3)", "focal (C4d1)"]) + ".",
                         "Mesangial IgA 2+, C3 1+; others negative.", "Inadequate - no glomeruli in IF core."]))
        d.line("ELECTRON MICROSCOPY: " + R.choice(["to follow.", "GBM duplication in 2 of 3 capillary loops; PTC basement membrane multilayering (6 layers).",
                                                   "not performed.", "No immune-type deposits."]))
        d.nl()
    d.line("DIAGNOSIS:")
    dx = {"kidney": C.KIDNEY_DX, "liver": C.LIVER_DX, "heart": C.HEART_DX, "lung": C.LUNG_DX}[organ]
    d.line(R.choice(dx) + (" (Banff 2019 update)" if organ == "kidney" and R.random() < 0.4 else ""))
    d.nl()
    if R.random() < 0.7:
        d.f("COMMENT: Discussed with {n} by telephone on {dd} at {t}.", n=K.dr(req, R, "last"), dd=W.date(rep, R.choice(["num", "md"])), t=_tm(R, 9, 18))
        if R.random() < 0.3:
            d.f(" Block A1 sent to {h} for electron microscopy (their ref {r}).", h=W.hospital(), r=W.idnum("acc"))
        d.nl(2)
    path = K.staff(W, R, k, "path")
    d.f("Pathologist: {n}\n", n=K.signed(path, R, R.choice(["full", "fullmid"])) if R.random() < 0.5 else K.dr(path, R, "full"))
    d.f("Electronically signed out {dd} {t}", dd=W.date(rep), t=_tm(R, 9, 20))
    if R.random() < 0.4:
        d.f(" by {u}", u=W.username(path))
    d.nl()


# ---------------------------------------------------------------------------
def mdt_minutes(W, R, k, d):
    uk = k.uk
    organ = k.organ if k.organ != "SPK" else "Kidney-Pancreas"
    d.line("{o} Transplant {m} - Minutes", o=organ.capitalize(),
           m=R.choice(["Listing Meeting", "Selection MDT", "Assessment & Listing MDM", "Candidate Selection Committee"]))
    d.f("{h}\n", h=k.centre)
    d.line("Date: {dd}   Time: {t}   Venue: {v}", dd=W.date(k.visit, R.choice(["long", "wd", "num"])),
           t=R.choice(["08:00", "0730", "12:30-14:00", "16:00"]),
           v=R.choice([["Seminar Room ", ("%d" % R.randint(1, 6), "LOCATION_OTHER")], ["Teams"],
                       [("%s Building" % R.choice(["Carrick", "Whitlow", "Ashby", "Garner", "Linton"]), "LOCATION_OTHER"),
                        ", room ", ("%d" % (R.randint(1, 40) * 10), "LOCATION_OTHER")],
                       ["hybrid (Teams + ", ("%s House" % R.choice(["Brunel", "Fenwick", "Oakley", "Ashcombe"]), "LOCATION_OTHER"),
                        " boardroom)"]]))
    chair = K.staff(W, R, k, "surgeon")
    d.f("Chair: {c}\n", c=K.dr(chair, R, "full"))
    roles = ["surgeon", "nephro", "hep", "coord", "pharm", "sw", "psych", "diet", "cardio", "coord", "np"]
    present = [K.staff(W, R, k, R.choice(roles)) for _ in range(R.randint(5, 9))]
    d.add("Present: ")
    for i, p in enumerate(present):
        if i:
            d.add(", ")
        d.add(K.dr(p, R, R.choice(["full", "iname", "last"])) if p.role_title else p.n(R.choice(["full", "iname", "given", "ginit"]), R))
        if R.random() < 0.5:
            d.add(" (" + {"surgeon": "surgery", "nephro": "nephrology", "hep": "hepatology", "coord": "coordinator",
                          "pharm": "pharmacy", "sw": "social work", "psych": "psychology", "diet": "dietetics",
                          "cardio": "cardiology", "np": "NP"}[p.staffrole] + ")")
    d.nl()
    apol = [K.staff(W, R, k, R.choice(roles)) for _ in range(R.randint(0, 2))]
    if apol:
        d.add("Apologies: ")
        for i, p in enumerate(apol):
            d.add(", " if i else "", p.n(R.choice(["full", "iname"]), R))
        d.nl()
    scribe = K.staff(W, R, k, "coord")
    d.f("Minutes: {n}\n\n", n=scribe.n(R.choice(["full", "initials"]), R))
    d.f("1. Minutes of the meeting of {dd} agreed.\n\n", dd=W.date(k.visit - DAY * R.choice([7, 14, 14, 28]), R.choice(["num", "md", "long"])))
    d.line("2. New patients for listing decision")
    n = R.randint(3, 6)
    for i in range(n):
        dot = W.dot
        kk = K.new_case(W, R, k.c, k.organ)
        W.dot = kk.pt.dot = dot
        ref = K.staff(W, R, kk, R.choice(["nephro", "hep", "cardio", "pulm", "gp"]))
        d.f("2.{i} {n}, ", i=str(i + 1), n=kk.pt.n(R.choice(["full", "LASTFIRST", "titlefull", "LASTfirst", "ginit"]), R))
        d.add(R.choice([[("%d" % kk.age, "AGE"), kk.pt.sex], [("%d" % kk.age, "AGE"), " ", kk.pt.sex],
                        [("%d" % kk.age, "AGE"), "yo"], ["age ", ("%d" % kk.age, "AGE")]]))
        d.f(", {lab} {m}", lab="NHS" if uk and R.random() < 0.5 else "MRN", m=kk.nhs if uk and R.random() < 0.5 else kk.mrn)
        d.f(". Referred by {r}, {h}.\n", r=K.dr(ref, R, R.choice(["last", "full"])), h=W.hospital())
        d.add("    " + kk.aet + "; " + "; ".join(C.sentences(R, C.SCORES[kk.organ], 2)) + ". ")
        d.add(C.uk_spell(R.choice(["Frailty acceptable; CFS 3. ", "Coronary angiogram: non-obstructive disease. ",
                                   "Psych: alcohol abstinent 14 months, engaged with services. ", "BMI 34 - above threshold. ",
                                   "Social support: lives alone, daughter nearby. ", "Previous malignancy (RCC ",
                                   "Adherence concerns on dialysis - missed sessions. "]), uk))
        if d.buf[-1].lower().endswith("(rcc "):
            d.add(W.date(kk.visit - DAY * R.randint(800, 3000), "y"), "), clear on surveillance. ")
        if R.random() < 0.35:
            f = W.relative(kk.pt)
            d.f("{r} {fn} {act}. ", r=f.rel.capitalize(), fn=f.n(R.choice(["full", "given"]), R),
                act=R.choice(["attending as main carer", "being assessed as living donor", "has agreed to relocate for 3 months"]))
        if R.random() < 0.25:
            d.f("Works as {p}. ", p=W.profession())
        d.nl()
        dec = R.choice(["APPROVED - list when bloods complete", "Approved for active listing", "DEFERRED - repeat CPET in 3 months",
                        "Not suitable at present", "Approved - list as high urgency", "Defer pending dental clearance"])
        d.f("    Outcome: {o}. Action: {a} to {act}", o=dec, a=K.dr(R.choice(present), R, R.choice(["last", "iname"])) if R.random() < 0.5 else R.choice(present).n("initials", R),
            act=R.choice(["inform patient and GP", "write to referring team", "book CPET", "arrange psych review", "register on the national list"]))
        if R.random() < 0.5:
            d.f(" by {dd}", dd=W.date(k.visit + DAY * R.randint(3, 21), R.choice(["md", "num"])))
        d.add(".\n")
    d.nl()
    d.line("3. Waiting list review")
    m = R.randint(1, 3)
    for i in range(m):
        dot = W.dot
        kk = K.new_case(W, R, k.c, k.organ)
        W.dot = kk.pt.dot = dot
        d.f("3.{i} {n} ({m}) - ", i=str(i + 1), n=kk.pt.n(R.choice(["full", "initials", "LASTfirst"]), R), m=kk.mrn)
        d.add(R.choice(["suspended since ", "active since ", "reinstated ", "listed "]))
        d.add(W.date(k.visit - DAY * R.randint(20, 700), R.choice(["num", "my"])))
        d.add("; " + R.choice(["sepsis, remain suspended", "now fit - reactivate", "cPRA 99%, highly sensitised scheme",
                               "declined 2 offers - discuss expectations", "awaiting repeat angiogram"]) + ".\n")
    d.nl()
    d.f("4. AOB: {x}\n", x=R.choice(["audit of DCD outcomes to next meeting.", "new tacrolimus generic switch - pharmacy update.",
                                     "CQC visit next month.", "none."]))
    d.f("Next meeting: {dd}\n", dd=W.date(k.visit + DAY * R.choice([7, 14, 28]), R.choice(["wd", "long", "num"])))


# ---------------------------------------------------------------------------
def progress_note(W, R, k, d):
    uk = k.uk
    he, his, him = K.pronoun(k)
    pod = R.randint(1, 12)
    d.line("{t}  {dd} {tm}", t=R.choice(["Transplant Surgery Progress Note", "Daily Progress Note - Transplant", "TX SURG PN",
                                         "Ward Round Entry", "Renal Transplant Ward Round"]), dd=W.date(k.visit), tm=_tm(R, 6, 10))
    nm = k.pt.n(R.choice(["LASTFIRST", "titlefull", "lastfirst", "initials"]), R)
    d.f("{n}  MRN {m}  ", n=nm, m=k.mrn)
    d.add(R.choice([[("%d" % k.age, "AGE"), k.pt.sex], [("%d" % k.age, "AGE"), "yo"], ["age ", ("%d" % k.age, "AGE")]]))
    d.f("  {w}", w=W.ward())
    rb = R.choice(["Rm", "room", "bed", "bay"])
    if rb == "bay":
        d.f(" Bay {b} bed {r}\n", b=("%d" % R.randint(1, 6), "LOCATION_OTHER"), r=W.bed())
    else:
        d.f(" {rb} {r}\n", rb=rb, r=W.room() if rb != "bed" else W.bed())
    d.f("POD {p} s/p {t} ({tx})\n", p=str(pod), t=k.txtype, tx=W.date(k.visit - DAY * pod, R.choice(["md", "num"])))
    d.nl()
    d.line("S: " + C.typo(R, R.choice([
        "Pain controlled on PCA, ambulating in hall x2. Passing flatus, no BM yet.",
        "Nausea overnight, 1 episode emesis. Tolerating sips.", "Slept ok. Some incisional pain. Wants to go home.",
        "c/o tremor and headache. No fevers/chills.", "Feels SOB on exertion, mild cough.",
        "Pt reports less pain, eating 50% of meals."])))
    if R.random() < 0.6:
        f = k.fam[0]
        d.f("   {R_} {n} at bedside, updated on plan.\n", R_=(his + " " + f.rel).capitalize(), n=f.n(R.choice(["given", "full", "titlefull"]), R))
    d.line("Overnight: " + C.uk_spell(R.choice(["no acute events.", "K 6.1 at 02:00 - insulin/dextrose given, repeat 5.2.",
                                                "hypotensive to 92/50, 500 mL bolus with response.", "spiked 38.3, cultures sent, no abx yet.",
                                                "desaturated to 89% on RA - 2 L NC, CXR ordered.", "uneventful; slept well."]), uk))
    d.nl()
    d.line("O: " + C.vitals(R, uk))
    d.line("I/O: in %d / out %d (UO %d mL, drain %d mL)" % (R.randint(1500, 4200), R.randint(1200, 5200), R.randint(800, 4800), R.randint(10, 300)))
    d.line("Exam: " + R.choice(["alert, oriented x3.", "comfortable at rest.", "mildly tremulous."]) + " " +
           R.choice(["Incision c/d/i, staples intact.", "Wound dry, mild erythema at inferior pole."] + C.GRAFT_EXAM[k.organ]) + " " +
           R.choice(C.EPONYM_SENT) + " " + R.choice(C.EPONYM_SENT))
    d.line("Lines/drains: " + R.choice(["R IJ CVC day %d, JP x1, Foley" % pod, "PIV x2, drain out", "PICC, Foley (for removal POD 5)",
                                        "Hickman (HD), JP drain, ureteric stent"]))
    d.line("Meds: " + "; ".join(C.med_line(m, R, uk) for m in C.immuno(R, k.organ, uk)) + "; " + C.med_line(R.choice(C.PROPHYLAXIS), R, uk))
    d.line("Labs: " + ", ".join("%s %s" % (a, v) for a, v, u in C.lab_values(R, k.organ, uk)[:R.randint(5, 9)]))
    d.line("Tac trough %s (goal %s)" % (C.tac(R), R.choice(["8-10", "10-12", "6-8", "8-12"])) + "; " + C.viral(R))
    if R.random() < 0.4:
        d.line(R.choice(C.ABBREV_SENT))
    d.nl()
    d.line("A/P:")
    d.f("{a} {s} POD {p} s/p {t}, ", a=("%d" % k.age, "AGE"), s="M" if k.pt.sex == "M" else "F", p=str(pod), t=k.txtype)
    d.add(C.uk_spell(R.choice(["progressing well.", "post-op ileus improving.", "fever 38.4 overnight - septic screen sent."] +
                              (["with DGF - HD today.", "slow graft function, Cr plateau.", "hyperkalaemia resolved."] if k.organ in ("kidney", "SPK")
                               else ["off pressors, stable.", "slow wean from support."])), uk) + "\n")
    sys = [("Graft", C.GRAFT_PLAN[k.organ]),
           ("ID", ["cont valganciclovir ppx", "f/u cultures", "Bactrim MWF", "urine cx from Foley"]),
           ("Endo", ["SSI, BG 140-220", "pred taper per protocol", "endo consult for PTDM"]),
           ("CVS", ["BP goal <160 early post-op, hold amlodipine if SBP <110", "restart home metoprolol", "tele, AF rate controlled"]),
           ("FEN/GI", ["advance to regular diet", "replete Mg/PO4 per protocol", "bowel regimen, KCl 20 mEq x1"]),
           ("Heme", ["Hb stable, SQ heparin ppx", "hold heparin for biopsy", "transfuse if Hb <7"]),
           ("Dispo", ["PT/OT, home with family", "likely d/c in 2-3 days", "teaching with transplant pharmacist tomorrow"])]
    for name, opts in sys:
        if name in ("CVS", "FEN/GI", "Heme") and R.random() < 0.4:
            continue
        d.line("- %s: %s" % (name, C.uk_spell(R.choice(opts), uk)))
    if R.random() < 0.4:
        d.f("- Dispo: {he} lives in {c}; ", he=he, c=(k.city, "CITY"))
        d.add(R.choice(["will stay with ", "will be driven home by "]), his + " " + k.fam[0].rel + " ", k.fam[0].n("given", R), ".\n")
    d.nl()
    res = K.staff(W, R, k, "resident")
    d.f("{n}", n=K.signed(res, R, R.choice(["full", "iname"])))
    d.add((", PGY-%d" % R.randint(1, 5) if not uk else "") + "  ")
    d.add(W.pager(), "\n")
    if R.random() < 0.6:
        d.f("Attending attestation: I saw and examined the patient with {r} and agree with the plan. {a}\n",
            r=K.dr(res, R, "last"), a=K.dr(k.cons, R, R.choice(["full", "last"])))


# ---------------------------------------------------------------------------
TEL_CASES = [
    ("diarrhoea x3 days", "watery stools 5-6/day, no blood, tolerating fluids. Started ",
     "Hold MMF x 3 days, push fluids, stool cx + C diff PCR, U&E and tac level tomorrow."),
    ("fever 38.2", "temp 38.2 this am, rigors x1, mild dysuria. Symptoms since ",
     "Attend ED today for bloods + cultures, urine cx; bring medication list."),
    ("tac level result", "called for result - trough 4.1 ng/mL (goal 6-8), drawn ",
     "Increase tac by 0.5 mg BD, repeat trough in 5 days (12 h post dose)."),
    ("missed doses", "missed evening tac and MMF doses x2 while travelling, last taken ",
     "Take doses now, resume usual times tomorrow, repeat level in 1 week."),
    ("new rash", "itchy red rash on arms since starting new abx (from GP), started ",
     "Stop new antibiotic, upload photo of rash via portal, antihistamine PRN; review tomorrow."),
    ("BP high at home", "home readings 165/98, 170/100, headache mild, no visual sx. Readings since ",
     "Increase amlodipine to 10 mg, keep BP diary, review at clinic; ED if headache worsens."),
    ("pharmacy ran out of Envarsus", "local pharmacy unable to supply until next week; 1 day left. Last fill ",
     "Emergency supply from transplant pharmacy arranged for collection; do NOT switch brand."),
    ("reduced urine output", "passing less urine, ankles puffy, wt up 2 kg since ",
     "Urgent U&E + tac level and graft US Doppler tomorrow; hold furosemide decision until results."),
    ("cough and sore throat", "dry cough, sore throat, COVID LFT negative x2, symptoms since ",
     "Resp viral swab at local site, paracetamol, fluids; call back if fever or SOB."),
    ("query re travel vaccines", "planning trip, asking about yellow fever vaccine; trip booked for ",
     "Yellow fever (live) contraindicated - exemption letter; travel clinic referral; malaria advice."),
]


def telephone(W, R, k, d):
    uk = k.uk
    he, his, him = K.pronoun(k)
    d.line(R.choice(["TELEPHONE ENCOUNTER", "Telephone Encounter", "Phone call - transplant nurse line", "TC note", "Triage call"]))
    d.line("Date: {dd}  Time: {t}", dd=W.date(k.visit, R.choice(["num", "dmy", "iso"])), t=_tm(R, 7, 16))
    d.f("Pt: {n}  ", n=k.pt.n(R.choice(["LASTFIRST", "full", "lastfirst"]), R))
    d.f("{lab}: {m}  DOB {dob}\n", lab="MRN" if not uk else R.choice(["Hosp no", "MRN"]), m=k.mrn, dob=W.date(k.dob))
    caller_fam = R.random() < 0.45
    f = k.fam[0]
    if caller_fam:
        d.f("Caller: {n} ({r})  Call back: {ph}\n", n=f.n(R.choice(["full", "given", "titlefull", "ginit"]), R), r=f.rel, ph=W.phone())
    else:
        d.f("Caller: patient  Call back: {ph}\n", ph=W.phone())
    d.f("Tx: {t} {tx}", t=k.txtype, tx=W.date(k.txdate, R.choice(["num", "my", "y"])))
    d.f("   Team: {c}\n", c=K.dr(k.cons, R, "last"))
    d.nl()
    reason, body, plan = R.choice(TEL_CASES)
    d.line("Reason: " + C.uk_spell(reason, uk))
    who = [f.n("given", R), " states"] if caller_fam else R.choice(["Pt states", "pt reports", "Patient reports"])
    d.add(who, " " + C.typo(R, C.uk_spell(body, uk)))
    if reason == "query re travel vaccines":
        d.add(W.date(k.visit + DAY * R.randint(20, 90), R.choice(["md", "my"])))
        d.f(" ({co})", co=W.country())
    else:
        d.add(W.date(k.visit - DAY * R.randint(1, 9), R.choice(["md", "wday", "num"])))
    d.add(". ")
    d.add(R.choice(["Denies SOB/chest pain. ", "No graft pain. ", "Eating and drinking ok. ", "No urinary sx. ", ""]))
    meds = C.immuno(R, k.organ, uk)
    d.add("Current IS: " + "; ".join(C.med_line(m, R, uk) for m in meds) + ".\n")
    d.line("Last labs: " + ", ".join("%s %s" % (a, v) for a, v, u in C.lab_values(R, k.organ, uk)[:R.randint(4, 7)]) +
           "; tac " + C.tac(R) + ".")
    d.nl()
    doc_ = K.staff(W, R, k, R.choice(["nephro", "hep", "surgeon", "np"]))
    d.line("Advice/Plan:")
    d.line(C.uk_spell(plan if uk else plan.replace(" BD", " BID"), uk))
    d.f("Discussed with {n}", n=K.dr(doc_, R, R.choice(["last", "full", "iname"])))
    d.add(R.choice([", agrees.", " who agrees with plan.", " - ok.", "."]) + " ")
    if R.random() < 0.45:
        d.f("Lab order {o} placed at {h}. ", o=W.idnum("order"), h=W.hospital() if R.random() < 0.5 else k.gp_practice)
    d.add(R.choice(["Pt verbalised understanding.", "Teach-back done.", "Caller understands, will call back if worse.", "Read back ok."]) + "\n\n")
    rn = K.staff(W, R, k, "coord")
    d.f("{n}", n=K.signed(rn, R, R.choice(["full", "iname", "given"])))
    d.add(R.choice([" / ", "  ", "\n"]))
    d.f("{ph}\n", ph=W.phone(ext=R.random() < 0.3))
    if R.random() < 0.5:
        d.nl()
        d.f("Addendum {t}: ", t=_tm(R, 16, 20))
        d.add(R.choice(["called back - ", "pt called back, ", "spoke again with "]))
        if caller_fam:
            d.add(f.n("given", R), " ")
        d.add(C.uk_spell(R.choice(["feeling better, fluids going in.", "results reviewed - Cr stable, level 7.9.",
                                   "could not attend today, booked for tomorrow 08:30.", "temp settled with paracetamol.",
                                   "collected supply from pharmacy."]), uk) + " ")
        d.f("{n}\n", n=rn.n(R.choice(["initials", "given"]), R))
    if R.random() < 0.35:
        d.f("Routed to: {u}\n", u=W.username(doc_))
