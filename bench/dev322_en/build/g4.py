"""Genres: MDT meeting note, imaging request and report, inpatient discharge summary,
remote programming / telemonitoring audit log."""
import datetime

import clin
import pools
from nb import NB, P
from people import Ctx, Clin, Person
from geo import dg, lt
from g2 import hdr_patient, dev_serial
from geo2 import OTHER_COUNTRIES

BUILDINGS = ["Harcourt Building", "Nightingale Wing", "Lister Block", "Elm House", "Gateway Building", "Brunel Centre",
             "Jubilee Wing", "Tower Block", "Kinnear Pavilion", "Seacole Building", "Old Admin Block"]


def user_of(p, r):
    base = (p.first[0] + p.last).lower()
    base = "".join(ch for ch in base if ch.isalpha())[:9]
    return r.choice([base + str(r.randint(1, 99)), base, p.first.lower()[:6] + "." + "".join(ch for ch in p.last.lower() if ch.isalpha())[:6],
                     lt(r, 3).lower() + dg(r, 3)])


def mdt_note(r):
    ctx = Ctx(r, age_range=(45, 80))
    c = ctx.c
    b = NB()
    b.ln(r.choice(["MOVEMENT DISORDERS MDT", "Device-Aided Therapies MDT", "Parkinson's MDT Meeting - Outcomes",
                   "Functional Neurosurgery / Movement Disorders Joint MDT"]))
    b.ln(P("HOSPITAL", ctx.hosp))
    b.w("Date: ", ctx.D(ctx.d0, r.choice(["wk", "num", "long"])), "   13:00-14:30   Venue: ")
    if r.random() < 0.6:
        b.w("Seminar Room ", P("LOCATION_OTHER", str(r.randint(1, 6))), ", ", P("LOCATION_OTHER", r.choice(BUILDINGS)))
    else:
        b.w("virtual - ", ctx.url(path="mdt/join/" + lt(r, 3).lower() + dg(r, 4)))
    b.ln()
    chair = ctx.neuro
    b.ln("Chair: Dr ", chair.n("full"), " (", chair.job, ")")
    team = [Clin(r, c, "surg"), ctx.nurse, Clin(r, c, "ahp", title="Neuropsychologist"),
            Clin(r, c, "nurse", title="DBS Nurse Specialist"), Clin(r, c, "neuro", title="Specialty Registrar, Neurology"),
            Clin(r, c, "ahp", title=r.choice(["Specialist Physiotherapist", "Speech and Language Therapist", "Occupational Therapist"])),
            Clin(r, c, "radiol", title="Consultant Neuroradiologist")]
    present = r.sample(team, r.randint(4, 7))
    b.w("Present: ")
    for i, p in enumerate(present):
        b.w(", " if i else "", p.sig() if p.is_dr else p.n("full"), " (", p.job, ")")
    b.ln()
    ap = Clin(r, c, "ahp", title="Dietitian")
    b.w("Apologies: ", ap.n("full"))
    if r.random() < 0.5:
        b.w(", ", Clin(r, c, "ahp", title="Social Worker").n("full"))
    b.ln()
    coord = Clin(r, c, "admin", title="MDT Coordinator")
    b.ln("Minutes: ", coord.n("full"), " (MDT Coordinator)")
    b.blank()
    ncase = r.randint(1, 3)
    pts = [ctx.pt] + [Person(r, "PATIENT", age=r.randint(45, 80), ref=ctx.d0) for _ in range(ncase - 1)]
    for i, pt in enumerate(pts, 1):
        mrn = ctx.mrn if i == 1 else c.mrn(r)
        b.ln("CASE ", str(i), ": ", pt.n(r.choice(["caps", "full", "lastfirst"])), " (", mrn[0], " ", P("MRN", mrn[1]), ", ",
             P("AGE", str(pt.age)), pt.sex, ")")
        ref = Clin(r, c, "neuro")
        b.ln("Referred by: Dr ", ref.n("full"), ", ", P("HOSPITAL", c.hospital(r) if r.random() < 0.6 else ctx.hosp))
        yr = ctx.d0.year - r.randint(5, 17)
        b.ln("Background: ", r.choice(clin.DIAG), " since ", P("DATE", str(yr)), ". ", " ".join(clin.symptoms(r, pt, 2)))
        q = r.choice(["DBS (bilateral STN) vs apomorphine infusion", "suitability for LCIG", "GPi DBS given cognitive concerns",
                      "foslevodopa SC infusion", "focused ultrasound thalamotomy vs VIM DBS", "battery replacement and lead revision"])
        b.ln("Question: ", q)
        off, on = r.randint(34, 66), r.randint(10, 32)
        b.ln("Levodopa challenge ", ctx.D(ctx.days(-r.randint(14, 120)), "num"), ": MDS-UPDRS III OFF ", str(off), ", ON ", str(on),
             " (", str(clin.pct(off, on)), "% improvement).")
        np_ = [p for p in present if "psycholog" in p.job.lower()]
        npn = np_[0] if np_ else Clin(r, c, "ahp", title="Neuropsychologist")
        b.ln("Neuropsychology (", npn.n(r.choice(["full", "initlast"])), "): ", r.choice([
            "no contraindication; mild executive dysfunction", "amnestic deficits - high risk for STN DBS",
            "anxiety and low mood, treat before surgery", "cognitively intact"]), ". MoCA ", str(r.randint(19, 30)), "/30.")
        b.ln("MRI brain ", ctx.D(ctx.days(-r.randint(10, 200)), r.choice(["num", "abbr"])), ": ", r.choice([
            "mild small vessel disease, no contraindication", "normal for age", "moderate atrophy", "old lacune L thalamus"]), ".")
        if r.random() < 0.4:
            fam = Person(r, "FAMILY", sex=r.choice("MF"), last=pt.last)
            b.w("Social: lives with ", pt.his, " ", "wife" if fam.sex == "F" and pt.sex == "M" else "partner", " ", fam.n("first"), "; ")
            k = r.random()
            if k < 0.3:
                b.ln("daughter nearby in ", P("CITY", c.town(r)), ".")
            elif k < 0.5:
                b.ln("family mostly in ", P("COUNTRY", r.choice(OTHER_COUNTRIES)), ".")
            else:
                b.ln(r.choice(["good support", "carer strain noted"]), ".")
        outcome = r.choice(["Accepted for bilateral STN DBS; list for surgery", "Not for DBS; offer apomorphine infusion",
                            "Proceed to LCIG trial via NJ tube", "Defer 6 months; optimise oral therapy", "Accepted for GPi DBS",
                            "Refer for focused ultrasound assessment"])
        b.ln("OUTCOME: ", outcome, ".")
        own = r.sample(present, 2)
        b.ln("Actions: ", own[0].n("initnd"), " - ", r.choice(["write to patient and GP", "book pre-op assessment",
                                                                  "arrange nasojejunal trial", "discuss with family"]),
             " by ", ctx.D(ctx.days(r.randint(7, 21)), r.choice(["dm", "num"])), "; ", own[1].n("initnd"), " - ",
             r.choice(["update waiting list", "send information pack", "repeat neuropsychology", "order CT angiogram"]), ".")
        b.blank()
    b.ln("Next MDT: ", ctx.D(ctx.days(r.choice([14, 28])), r.choice(["num", "long"])), ". Minutes circulated to ",
         ctx.email(generic=r.choice(["mdt.movement", "neuro.mdt", "dat.mdt"])))
    return b, c.code


def imaging(r):
    ctx = Ctx(r, age_range=(40, 88))
    c, pt = ctx.c, ctx.pt
    b = NB()
    dat = r.random() < 0.6
    b.ln(P("HOSPITAL", ctx.hosp), " - ", "Nuclear Medicine" if dat else "Neuroradiology")
    b.ln("DaTSCAN (123I-ioflupane SPECT) - REQUEST AND REPORT" if dat else "MRI BRAIN - STEREOTACTIC DBS PLANNING PROTOCOL")
    b.blank()
    b.ln("Patient: ", pt.n("lastfirst"), "   Sex: ", pt.sex, "   DOB: ", ctx.D(pt.dob, "num"), " (", P("AGE", str(pt.age)), " y)")
    for x in ctx.id_pairs(2):
        b.ln(x)
    b.ln("Address: ", c.addr_lines(ctx.addr, r, inline=True), "   Tel: ", ctx.phone())
    acc = "%s%s" % (r.choice(["NM", "MR", "RAD", "A"]), dg(r, 8))
    b.ln("Accession no: ", P("IDNUM", acc), "   Order no: ", P("IDNUM", "ORD-" + dg(r, 7)))
    loc = r.random()
    if loc < 0.5:
        b.w("Location: ", P("HOSPITAL", r.choice(pools.WARD_NAMES)))
        if r.random() < 0.5:
            b.w(", bed ", P("LOCATION_OTHER", str(r.randint(1, 30))))
        b.ln()
    else:
        b.ln("Location: Outpatient")
    ref = ctx.neuro
    b.w("Referrer: Dr ", ref.n("full"), " (", ref.job, ")")
    if r.random() < 0.6:
        b.w(", pager ", P("PHONE", c.pager(r)))
    b.ln()
    b.ln("Requested: ", ctx.D(ctx.days(-r.randint(10, 60)), "num"), "   Exam: ", ctx.D(ctx.d0, "num"), " ",
         "%02d:%02d" % (r.randint(8, 16), r.choice([0, 15, 30, 45])))
    b.blank()
    if dat:
        b.ln("Clinical details: ", r.choice(["? PD vs essential tremor", "? drug-induced parkinsonism (on risperidone)",
                                              "? DLB - fluctuating cognition and hallucinations", "atypical tremor, ? dystonic",
                                              "? vascular parkinsonism"]), ".")
        b.ln("Medications that may affect binding: ", r.choice(["sertraline 100 mg (continued)", "none", "bupropion - withheld 5 days",
                                                                 "methylphenidate - withheld"]), ".")
        b.ln("Thyroid blockade: potassium perchlorate 400 mg at ", r.choice(["08:30", "09:00", "12:00"]), ".")
        b.blank()
        b.ln("TECHNIQUE: ", str(r.choice([111, 148, 167, 185])), " MBq 123I-ioflupane IV; SPECT at 4 h on ", r.choice(clin.SCANNERS[:4]),
             "; OSEM reconstruction, CT attenuation correction.")
        b.ln("FINDINGS: ", r.choice(["Reduced tracer uptake in the left putamen with relative preservation of the caudate (comma shape lost).",
                                     "Symmetrical comma-shaped striatal uptake, normal appearances.",
                                     "Bilateral reduced putaminal uptake, worse on the right.",
                                     "Globally reduced uptake, 'full stop' appearance bilaterally."]))
        b.ln("Semi-quantification (SBR, age-matched normal >", "%.1f" % r.uniform(1.8, 2.4), "): putamen L ", "%.2f" % r.uniform(0.5, 2.5),
             ", R ", "%.2f" % r.uniform(0.5, 2.5), "; caudate L ", "%.2f" % r.uniform(1.5, 3.2), ", R ", "%.2f" % r.uniform(1.5, 3.2), ".")
        b.ln("CONCLUSION: ", r.choice(["Presynaptic dopaminergic deficit, in keeping with a neurodegenerative parkinsonian syndrome.",
                                       "No evidence of presynaptic dopaminergic deficit.", "Abnormal scan; cannot differentiate PD from MSA/PSP."]))
    else:
        b.ln("Clinical details: planning for ", r.choice(clin.TARGETS)[0], " DBS; ", r.choice(["no pacemaker", "previous cochlear implant - MR conditional confirmed",
                                                                                              "claustrophobic - GA list"]), ".")
        b.ln("Safety: weight ", str(r.randint(48, 118)), " kg; eGFR ", str(r.randint(45, 95)), "; no metal; checklist by ",
             Clin(r, c, "ahp", title="Radiographer").n("full"), ".")
        b.blank()
        b.ln("TECHNIQUE: ", r.choice(clin.SCANNERS[4:]), "; 3D T1 MPRAGE post gadolinium (gadoterate 0.1 mmol/kg), 3D T2 SPACE, SWI, FGATIR.")
        b.ln("FINDINGS: ", r.choice(["No mass lesion. Mild periventricular white matter change (Fazekas 1).",
                                     "Generalised atrophy beyond age. No haemorrhage.",
                                     "Small developmental venous anomaly in the right frontal lobe, not in a planned trajectory.",
                                     "Normal appearances; STN well seen on T2."]), " Ventricles ", r.choice(["normal", "mildly prominent"]), ".")
        b.ln("AC-PC length ", "%.1f" % r.uniform(23, 28), " mm. Images pushed to the planning station for the surgical team.")
        b.ln("CONCLUSION: ", r.choice(["Suitable for stereotactic planning.", "No contraindication to DBS identified."]))
    b.blank()
    rad = Clin(r, c, "radiol")
    b.ln("Reported by: Dr ", rad.n("full"), ", ", rad.job, "   ", ctx.D(ctx.days(r.randint(0, 3)), "num"))
    if r.random() < 0.6:
        b.ln("Verified electronically (user ", P("USERNAME", user_of(rad, r)), ")")
    if r.random() < 0.5:
        b.ln(rad.lic[0], " ", P("LICENSE", rad.lic[1]))
    return b, c.code


REASONS = [("urinary tract infection with hyperactive delirium", "UTI/delirium"),
           ("aspiration pneumonia", "aspiration pneumonia"), ("fractured neck of femur after a fall", "#NOF - hemiarthroplasty"),
           ("acute kidney injury and dehydration", "AKI"), ("elective DBS IPG replacement", "IPG replacement"),
           ("PEG-J tube displacement", "PEG-J replacement"), ("syncope secondary to orthostatic hypotension", "orthostatic syncope")]


def discharge(r):
    ctx = Ctx(r, age_range=(58, 94))
    c, pt = ctx.c, ctx.pt
    b = NB()
    b.ln(P("HOSPITAL", ctx.hosp))
    b.ln(r.choice(["INPATIENT DISCHARGE SUMMARY", "Discharge Letter", "Transfer of Care Summary"]))
    b.blank()
    ward = r.choice(pools.WARD_NAMES)
    b.ln("Ward: ", P("HOSPITAL", ward), "   Bed: ", P("LOCATION_OTHER", str(r.randint(1, 30))))
    hdr_patient(b, ctx)
    b.ln("Address: ", c.addr_lines(ctx.addr, r, inline=True))
    nok = ctx.family()
    b.ln("NOK: ", nok.n("full"), " (", nok.rel, ") ", ctx.phone("mobile"))
    a = c.account(r)
    adm = ctx.days(-r.randint(3, 24))
    b.ln("Admitted: ", ctx.D(adm), "   Discharged: ", ctx.D(ctx.d0), "   ", a[0], ": ", P("ACCOUNT", a[1]))
    cons = Clin(r, c, "neuro", title=r.choice(["Consultant Geriatrician", "Consultant Physician", "Consultant Neurologist",
                                               "Consultant Orthopaedic Surgeon"]))
    b.ln("Consultant: Dr ", cons.n("full"), " (", cons.job, ")")
    b.blank()
    long_, short = r.choice(REASONS)
    b.ln("Diagnosis: ", short)
    b.ln("Background: ", r.choice(clin.DIAG), "; ", "; ".join(clin.comorbid(r)))
    b.blank()
    b.w("Summary: ", ctx.age("year"), " ", "man" if pt.sex == "M" else "woman", " admitted via ED with ", long_, ". ")
    missed = r.randint(0, 4)
    if missed:
        b.w(str(missed), " doses of levodopa were delayed or missed in the first 24 h ", r.choice(["(nil by mouth pre-op)",
                                                                                                     "(not prescribed at admission)",
                                                                                                     "(unable to swallow)"]),
            ", with worsening rigidity. ")
    pdn = ctx.nurse
    b.w("The PD nurse specialist (", pdn.n("full"), ") reviewed on day ", str(r.randint(1, 3)), " and advised ",
        r.choice(["rotigotine 6 mg/24 h patch while NBM", "dispersible Madopar via NG tube", "self-administration of medicines",
                  "continuing apomorphine infusion at home rate"]), ". ")
    if r.random() < 0.5:
        b.w("Delirium screen: 4AT ", str(r.randint(0, 9)), "; CT head ", r.choice(["no acute change", "small vessel disease only"]), ". ")
    b.ln("Bloods on discharge: ", clin.lab_str(r, None, 4), ".")
    b.blank()
    b.ln("Medications on discharge (changes marked *):")
    for m in clin.med_list(r, c.us_spell):
        b.ln("  ", ("* " if r.random() < 0.2 else ""), m)
    b.blank()
    dest = r.random()
    if dest < 0.3:
        home = c.carehome(r)
        b.ln("Discharged to: ", P("HOSPITAL", home), ", ", c.addr_lines(c.address(r), r, inline=True))
    else:
        b.ln("Discharged to: usual residence with ", r.choice(["package of care QDS", "no new care", "daughter staying for 2 weeks",
                                                               "re-ablement team"]))
    b.ln("GP actions: ", r.choice(["U&E in 1 week", "review delirium resolution", "stop trimethoprim after 7 days",
                                   "bone protection", "wound check day 10"]), "; please do not delay PD medication doses.")
    b.ln("Follow-up: ", r.choice(["movement disorders clinic", "fracture clinic", "PD nurse telephone review"]), " on ",
         ctx.D(ctx.days(r.randint(14, 60)), r.choice(["num", "long"])))
    b.blank()
    doc = Clin(r, c, "neuro", title=r.choice(["FY1 Doctor", "Resident Physician", "Junior Medical Officer", "SHO"]))
    b.ln("Completed by: Dr ", doc.n("full"), " (", doc.job, "), bleep ", P("PHONE", c.pager(r)), "   ", ctx.D(ctx.d0, "num"))
    b.ln("To: Dr ", ctx.gp.n("full"), ", ", P("HOSPITAL", ctx.practice), "   Fax ", ctx.fax())
    return b, c.code


def portal_log(r):
    ctx = Ctx(r, age_range=(45, 82))
    c, pt = ctx.c, ctx.pt
    b = NB()
    pkg = r.random() < 0.35
    b.ln("==== ", "WEARABLE MOTOR MONITORING - UPLOAD AND REVIEW LOG" if pkg else "REMOTE DBS PROGRAMMING SESSION - AUDIT LOG", " ====")
    b.ln("Site: ", P("HOSPITAL", ctx.hosp), " | system: ", r.choice(["clinician portal v4.2", "remote care portal 2.9",
                                                                       "telemetry gateway 1.7"]))
    b.ln("Patient: ", pt.n("lastfirstmix"), " | ", ctx.mrn[0], " ", P("MRN", ctx.mrn[1]), " | DOB ", ctx.D(pt.dob, "iso"))
    if pkg:
        b.ln("Device: ", r.choice(["PKG watch", "Kinesia 360 sensors", "STAT-ON sensor"]), " SN ", P("DEVICE", dev_serial(r, "remote")))
    else:
        b.ln("Device: ", r.choice(clin.DBS_SYSTEMS).split(" with ")[0], " SN ", P("DEVICE", dev_serial(r, "ipg")),
             " | tablet SN ", P("DEVICE", dev_serial(r, "remote")))
    b.blank()
    staff = [Clin(r, c, "nurse", title="DBS Nurse Specialist"), ctx.neuro]
    users = [user_of(s, r) for s in staff]
    t = datetime.datetime(ctx.d0.year, ctx.d0.month, ctx.d0.day, r.randint(8, 15), r.randint(0, 59), r.randint(0, 59))

    def stamp():
        return [P("DATE", "%d-%02d-%02d" % (t.year, t.month, t.day)), " %02d:%02d:%02d " % (t.hour, t.minute, t.second)]

    ip_int = r.choice(["10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254)),
                       "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))])
    ip_home = "192.168.%d.%d" % (r.randint(0, 5), r.randint(2, 254))
    b.ln(stamp(), "LOGIN   user=", P("USERNAME", users[0]), " ip=", P("IPADDR", ip_int), " role=clinician mfa=ok")
    sess = "%s-%d%02d%02d-%s" % (r.choice(["RS", "SES", "TM"]), t.year, t.month, t.day, dg(r, 4))
    t += datetime.timedelta(seconds=r.randint(30, 300))
    if pkg:
        b.ln(stamp(), "UPLOAD  file=", "pkg_report_%s.pdf" % dg(r, 6), " recorded ", r.choice(["6", "7", "10"]), " days; BKS median ",
             str(r.randint(18, 40)), ", DKS median ", "%.1f" % r.uniform(0.5, 12), ", PTT ", str(r.randint(0, 20)), "%")
        t += datetime.timedelta(seconds=r.randint(30, 300))
        b.ln(stamp(), "REVIEW  by=", P("USERNAME", users[1]), " note='", r.choice(["bradykinesia scores high before 11:00 dose",
                                                                                    "dyskinesia evenings", "dose reminders acknowledged 82%"]), "'")
        t += datetime.timedelta(seconds=r.randint(30, 900))
        b.ln(stamp(), "EXPORT  to=EHR case=", P("IDNUM", sess), " ok")
    else:
        b.ln(stamp(), "SESSION_START id=", P("IDNUM", sess), " remote_ip=", P("IPADDR", ip_home), " video=on")
        for _ in range(r.randint(2, 4)):
            t += datetime.timedelta(seconds=r.randint(40, 400))
            side = r.choice(["L", "R"])
            a1 = r.uniform(1.5, 3.5)
            b.ln(stamp(), "SETTINGS_CHANGE hemi=", side, " group=", r.choice("ABC"), " amp ", "%.1f->%.1f mA" % (a1, a1 + r.choice([-0.3, 0.2, 0.3, 0.5])),
                 " pw 60us freq ", r.choice(["130", "130", "160"]), "Hz by=", P("USERNAME", users[0]))
        t += datetime.timedelta(seconds=r.randint(60, 300))
        b.ln(stamp(), "IMPEDANCE_CHECK all contacts within range (", str(r.randint(900, 1400)), "-", str(r.randint(1500, 2200)), " ohm)")
        t += datetime.timedelta(seconds=r.randint(30, 120))
        b.ln(stamp(), "SESSION_END id=", P("IDNUM", sess), " duration ", str(r.randint(12, 45)), " min")
    t += datetime.timedelta(seconds=r.randint(10, 200))
    b.ln(stamp(), "MESSAGE to=", ctx.email(pt), " template=post_session_summary link=", ctx.url(path="s/" + lt(r, 6).lower()))
    t += datetime.timedelta(seconds=r.randint(5, 60))
    b.ln(stamp(), "LOGOUT  user=", P("USERNAME", users[0]))
    if r.random() < 0.5:
        t += datetime.timedelta(minutes=r.randint(30, 300))
        b.ln(stamp(), "LOGIN_FAILED user=", P("USERNAME", user_of(Clin(r, c, "admin"), r)), " ip=",
             P("IPADDR", "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))), " reason=bad_password")
    b.blank()
    b.ln("Clinician note: ", staff[0].n("full"), " (", staff[0].job, "): ", r.choice([
        "Tremor better after +0.3 mA left. Patient at home with " + "family" + "; no side effects.",
        "Connection dropped once; resumed. Advised to charge IPG tonight.",
        "PKG confirms morning OFF; discussed with consultant, extra dispersible dose at 06:00.",
        "Speech slightly slurred at higher amplitude; reverted."]))
    if r.random() < 0.5:
        fam = ctx.family()
        b.ln("Present on video: ", fam.n("first"), " (", fam.rel, "), contact ", ctx.phone("mobile"))
    b.ln("Support desk: ", ctx.phone(), " | ", ctx.email(generic="dbs.remote"))
    return b, c.code
