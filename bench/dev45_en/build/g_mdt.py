"""Genre: mdt_minutes (cancer MDMs, rehab/discharge MDTs, primary-care palliative/frailty meetings)."""
import datetime as dt

import pools
from core import P, join, years_between
from common import setup, days, pronouns, prof_phrase
import clinical

TUMOURS = {
    "Lung": dict(
        roles=[("Respiratory Physician", "consultant"), ("Thoracic Surgeon", "surgeon"), ("Clinical Oncologist", "consultant"),
               ("Radiologist", "consultant"), ("Histopathologist", "consultant"), ("Lung CNS", "nurse")],
        cases=[("{age}{MF}, ex-smoker ({pk} pack-years), PS {ps}. Presented with haemoptysis.", "CT thorax on {d1} ({acc}): {mm} mm spiculated RUL mass, ipsilateral hilar node. PET-CT on {d2} ({acc2}): avid primary and station 10R node, no distant disease.",
                "EBUS-TBNA on {d3} ({hist}): adenocarcinoma, TTF-1 positive, PD-L1 {pdl}%, EGFR/ALK awaited.", "T2a N1 M0 (stage IIB)",
                "For lobectomy if PFTs adequate - refer to thoracic surgery. Await molecular results."),
               ("{age}{MF}, PS {ps}, COPD. Incidental finding on CT for chest pain.", "CT on {d1} ({acc}): {mm} mm LLL nodule, no nodes. PET on {d2} ({acc2}) SUVmax 6.",
                "Not biopsied - too high risk.", "Presumed T1b N0 M0",
                "For SABR - clinical oncology to see. Discuss with patient and family."),
               ("{age}{MF}, PS {ps}. Weight loss and hoarse voice.", "CT on {d1} ({acc}): large L hilar mass, mediastinal nodes, bilateral adrenal mets.",
                "Neck node FNA on {d3} ({hist}): small cell carcinoma.", "Extensive-stage SCLC",
                "Urgent medical oncology review for chemo-immunotherapy. CNS to see today.")]),
    "Colorectal": dict(
        roles=[("Colorectal Surgeon", "surgeon"), ("Gastroenterologist", "consultant"), ("Medical Oncologist", "consultant"),
               ("Radiologist", "consultant"), ("Histopathologist", "consultant"), ("Colorectal CNS", "nurse"), ("Stoma Nurse", "nurse")],
        cases=[("{age}{MF}, PS {ps}. 2WW referral with rectal bleeding and change in bowel habit.", "CT CAP on {d1} ({acc}): no distant disease. MRI pelvis on {d2} ({acc2}): mrT3b N1 rectal tumour 7 cm from anal verge, CRM clear, EMVI negative.",
                "Colonoscopy biopsy on {d3} ({hist}): moderately differentiated adenocarcinoma, MMR proficient.", "mrT3b N1 M0",
                "Short-course radiotherapy then anterior resection. Stoma nurse pre-op counselling."),
               ("{age}{MF}, PS {ps}. IDA, FIT {fit}.", "CT colonography on {d1} ({acc}): 4 cm caecal mass. CT CAP on {d2} ({acc2}): no metastases.",
                "Biopsy {d3} ({hist}): adenocarcinoma, dMMR.", "T3 N0 M0 (radiological)",
                "Right hemicolectomy - listed. Germline testing for Lynch syndrome offered."),
               ("{age}{MF}, PS {ps}. Post right hemicolectomy on {d0}.", "Surveillance CT on {d1} ({acc}): two new liver lesions segments 6 and 7. MRI liver on {d2} ({acc2}) confirms.",
                "Original histology ({hist}): pT3 N1b, KRAS wild type.", "Recurrence - liver only",
                "Refer to HPB MDT for resection. Oncology to discuss peri-operative chemotherapy.")]),
    "Breast": dict(
        roles=[("Breast Surgeon", "surgeon"), ("Oncoplastic Surgeon", "surgeon"), ("Clinical Oncologist", "consultant"),
               ("Breast Radiologist", "consultant"), ("Histopathologist", "consultant"), ("Breast CNS", "nurse")],
        cases=[("{age}F, PS 0. Self-detected lump R breast.", "Mammogram/USS on {d1} ({acc}): {mm} mm U5 mass at 10 o'clock, axilla normal.",
                "Core biopsy {d3} ({hist}): grade 2 IDC, ER 8/8, PR 7/8, HER2 negative.", "cT1c N0",
                "Wide local excision + sentinel node biopsy. Oncotype if node negative."),
               ("{age}F, PS 1. Screen-detected calcification L breast.", "Mammogram on {d1} ({acc}): 35 mm segmental calcification.",
                "Vacuum biopsy {d3} ({hist}): high-grade DCIS.", "DCIS",
                "Mastectomy with option of immediate reconstruction - oncoplastic surgeon to see."),
               ("{age}F, PS 0. Palpable L axillary node.", "USS on {d1} ({acc}): 2 abnormal nodes. MRI breasts on {d2} ({acc2}): 22 mm L breast primary.",
                "Core biopsy of breast and node {d3} ({hist}): grade 3 IDC, triple negative.", "cT2 N1",
                "Neoadjuvant chemotherapy - medical oncology. Clip node. Genetics referral (BRCA).")]),
    "Urology": dict(
        roles=[("Urological Surgeon", "surgeon"), ("Clinical Oncologist", "consultant"), ("Radiologist", "consultant"),
               ("Uropathologist", "consultant"), ("Urology CNS", "nurse")],
        cases=[("{age}M, PS {ps}. PSA {psa}.", "mpMRI on {d1} ({acc}): PI-RADS 5 L PZ lesion, no EPE. PSMA PET on {d2} ({acc2}): no nodal or bone disease.",
                "TP biopsy {d3} ({hist}): Gleason 4+3=7 in 6/18 cores.", "T2c N0 M0 - unfavourable intermediate risk",
                "Options: robotic radical prostatectomy vs radiotherapy + 6 months ADT. See in joint clinic."),
               ("{age}{MF}, PS {ps}. Visible haematuria.", "CT urogram on {d1} ({acc}): 3 cm bladder mass L lateral wall, no upper tract disease.",
                "TURBT on {d3} ({hist}): high-grade urothelial carcinoma, muscle invasive (pT2).", "T2 N0 M0",
                "Neoadjuvant chemotherapy then radical cystectomy vs chemoradiotherapy - to discuss."),
               ("{age}{MF}, PS {ps}. Incidental renal mass on USS.", "CT on {d1} ({acc}): 4.2 cm enhancing L upper pole renal mass, no renal vein involvement.",
                "Not biopsied.", "cT1b N0 M0",
                "Laparoscopic partial nephrectomy - listed.")]),
    "Upper GI": dict(
        roles=[("Upper GI Surgeon", "surgeon"), ("Gastroenterologist", "consultant"), ("Medical Oncologist", "consultant"),
               ("Radiologist", "consultant"), ("Histopathologist", "consultant"), ("Upper GI CNS", "nurse"), ("Dietitian", "dietitian")],
        cases=[("{age}{MF}, PS {ps}. Progressive dysphagia, 8 kg weight loss.", "OGD on {d3}: tumour at 32-37 cm. CT on {d1} ({acc}): no mets. PET-CT on {d2} ({acc2}): avid primary, 1 paraoesophageal node.",
                "Biopsy ({hist}): adenocarcinoma of the distal oesophagus, HER2 negative.", "T3 N1 M0",
                "Neoadjuvant FLOT then Ivor Lewis oesophagectomy. Dietitian review - consider feeding jejunostomy."),
               ("{age}{MF}, PS {ps}. Painless jaundice.", "CT pancreas protocol on {d1} ({acc}): 2.5 cm mass in head of pancreas, SMV abutment < 180 degrees.",
                "EUS-FNB on {d3} ({hist}): adenocarcinoma.", "Borderline resectable pancreatic cancer",
                "Biliary stent, then neoadjuvant chemotherapy. Refer to HPB centre.")]),
    "Haematology": dict(
        roles=[("Haematologist", "consultant"), ("Haematologist", "consultant"), ("Radiologist", "consultant"),
               ("Haematopathologist", "consultant"), ("Haematology CNS", "nurse")],
        cases=[("{age}{MF}, PS {ps}. Night sweats and cervical lymphadenopathy.", "PET-CT on {d1} ({acc}): avid nodes above and below diaphragm, spleen involved.",
                "Excision node biopsy {d3} ({hist}): diffuse large B-cell lymphoma, GCB type.", "Stage IIIB, IPI {ipi}",
                "R-CHOP x6. Echo and hepatitis serology before starting. PICC line."),
               ("{age}{MF}, PS {ps}. Anaemia and raised total protein.", "Whole-body MRI on {d1} ({acc}): multiple lytic lesions.",
                "Bone marrow {d3} ({hist}): 40% clonal plasma cells.", "Multiple myeloma, R-ISS II",
                "Dara-VTd induction, consider for autograft. Dental review before bisphosphonate.")]),
}


def _mini_patient(c, sex=None, age_range=(45, 88)):
    r = c.r
    age = r.randint(*age_range)
    dob = c.date - dt.timedelta(days=int(age * 365.25) + r.randrange(0, 360))
    age = years_between(dob, c.date)
    p = c.person("PATIENT", sex=sex or r.choice("MF"), middle_p=0.2)
    p.title = c.patient_title(p, age)
    p.dob = dob
    p.age = age
    p.mrn = c.mrn(c.mrn_pat)
    if c.nation in ("eng", "wal"):
        p.hid = c.nhs()
    elif c.nation == "sco":
        p.hid = c.chi(dob, p.sex)
    elif c.nation == "ni":
        p.hid = c.hc()
    else:
        p.hid = None
    return p


def _a_prof(c):
    o = c.prof()
    from core import article
    return [article(o), " ", c.PR(o)]


def attendee_line(c, p, role, reg=False):
    out = [p.title + " " if p.title in ("Dr", "Prof", "Mr", "Ms", "Miss", "Mrs") and c.maybe(0.7) else "", p.full(), " - ", role]
    return out


def cancer_mdm(c):
    r = c.r
    add = c.add
    uk = c.locale == "UK"
    site = r.choice(list(TUMOURS.keys()))
    T = TUMOURS[site]
    c.date = c.rand_date(dt.date(2021, 1, 4), dt.date(2026, 10, 30))
    c.mrn_pat = c.mrn_pattern()
    c.hosp = c.hospital()
    mrn_label = r.choice(["MRN", "Hosp No", "Hospital No"] if uk else ["MRN", "MRN", "HRN", "Chart No"])
    hid_label = {"eng": "NHS", "wal": "NHS", "sco": "CHI", "ni": "H&C", "ie": None}[c.nation]
    # attendees
    people = []
    for role, kind in T["roles"]:
        p = c.staff(kind)
        people.append((p, role))
    extra = [("MDT Coordinator", c.staff("sec")), ("Radiographer", c.staff("other")), ("Palliative Care Consultant", c.staff("consultant")),
             ("Research Nurse", c.staff("nurse")), ("Registrar (Oncology)", c.staff("registrar"))]
    for role, p in r.sample(extra, r.randint(1, 3)):
        people.append((p, role))
    chair = people[0][0]
    coord = c.staff("sec")
    title = r.choice(["%s Cancer MDT Meeting - Minutes" % site, "%s MDM" % site.upper(), "Minutes of the %s Multidisciplinary Team Meeting" % site,
                      "%s Tumour Board" % site])
    add(title, "\n", c.hosp.n(), "\n")
    add("Date: ", c.dt(c.date, r.choice([c.ds, c.ls])), "    Time: ", r.choice(["08:00", "08:30", "12:30", "13:00", "16:00"]), "\n")
    add("Venue: ", r.choice(["Seminar Room ", "Boardroom ", "Meeting Room "]), P(str(r.randint(1, 6)), "LOCATION_OTHER"), ", ", c.building(), r.choice([" / MS Teams", " and virtual", ""]), "\n")
    if r.random() < 0.3:
        add("Video link hosted from ", P(c.ip(), "IPADDR"), " (meeting ID ", P("%s %s %s" % (c.digits(3), c.digits(3), c.digits(3)), "IDNUM"), ")\n")
    add("Chair: ", chair.title, " ", chair.full(), "\n\n")
    add(r.choice(["Present:", "Attendees:", "In attendance:"]), "\n")
    for p, role in people:
        add("  ", attendee_line(c, p, role), "\n")
    if r.random() < 0.6:
        ap = c.staff("consultant")
        add("Apologies: ", ap.title, " ", ap.full(), "\n")
    add("Minutes: ", coord.full(), " (MDT coordinator, ext ", c.ext(), ")\n\n")
    n = r.randint(2, 4)
    for i in range(n):
        sex = "F" if site == "Breast" else ("M" if site == "Urology" and r.random() < 0.5 else None)
        p = _mini_patient(c, sex=sex)
        c.v.update(pronouns(p.sex))
        case = r.choice(T["cases"])
        if "{age}M" in case[0] and p.sex != "M":
            case = T["cases"][1] if len(T["cases"]) > 1 else case
        d1 = days(c.date, -r.randint(7, 40))
        d2 = days(d1, r.randint(2, 12))
        d3 = days(c.date, -r.randint(3, 30))
        kw = dict(d0=c.dt(days(c.date, -r.randint(300, 900))), age=c.A(p.age), MF=p.sex, pk=str(r.randint(15, 60)), ps=str(r.randint(0, 2)), d1=c.dt(d1), d2=c.dt(d2), d3=c.dt(d3),
                  acc=P(c.rad(d1.year), "IDNUM"), acc2=P(c.rad(d2.year), "IDNUM"), hist=P(c.histo(d3.year), "IDNUM"), mm=str(r.randint(12, 60)),
                  pdl=str(r.randint(0, 90)), fit=str(r.randint(50, 400)), psa="%.1f" % r.uniform(6, 30), ipi=str(r.randint(1, 4)))
        ref = c.staff("consultant")
        h2 = c.hospital()
        layout = r.randrange(2)
        add("-" * 60, "\n") if layout == 0 else add("\n")
        add("%d. " % (i + 1), p.caps() if layout == 0 else p.full(), "   DOB ", c.dt(p.dob), " (", c.A(p.age), ")\n")
        add("   ", mrn_label, ": ", P(p.mrn, "MRN"))
        if p.hid:
            add("   ", hid_label, ": ", P(p.hid, "MRN"))
        add("\n")
        add("   Referred by: ", ref.title, " ", ref.sur(), ", ", h2.n(), "\n")
        add("   Clinical: ", c.f(case[0], **kw), "\n")
        add("   Radiology: ", c.f(case[1], **kw), "\n")
        add("   Pathology: ", c.f(case[2], **kw), "\n")
        add("   Stage: ", c.f(case[3], **kw), "\n")
        add("   Outcome: ", case[4], "\n")
        cns = [q for q, role in people if "CNS" in role]
        owner = cns[0] if cns else people[0][0]
        acts = r.randrange(3)
        if acts == 0:
            add("   Action: ", owner.initials(dots=False), " to inform patient; clinic ", c.dt(days(c.date, r.randint(3, 14))), ".\n")
        elif acts == 1:
            add("   Actions: letter to GP (", c.staff("gp").ts(), ", ", c.make_practice().n(), "); CNS ", owner.sur(), " to phone patient on ", c.PH(c.mob()), ".\n")
        else:
            add("   Action: re-discuss on ", c.dt(days(c.date, 7), r.choice([c.ds, "dthM"])), " with results.\n")
        if r.random() < 0.35:
            fam = c.family(r.choice([c.spouse_rel(p.sex), "daughter", "son"]),
                           same_surname=p.surname if r.random() < 0.5 else None)
            add("   Note: ", c.f("{His} {rel} {fam} has asked to be present when results are given.", rel=fam.rel, fam=fam.full()), "\n")
        if r.random() < 0.25:
            add("   Trial: eligible for ", r.choice(["ADD-ASPIRIN", "a neoadjuvant immunotherapy study", "the local biobank study"]), " - research nurse to approach.\n")
    add("\n", r.choice(["Next meeting: ", "Next MDM: "]), c.dt(days(c.date, 7)), "\n")
    add(r.choice(["Minutes approved by chair.", "Outcomes entered on the cancer system by ", "Outcomes uploaded by "]))
    if c.d.parts[-1].endswith("by "):
        add(P(coord.uname(r), "USERNAME"), ".")
    add("\n")


def rehab_mdt(c):
    r = c.r
    setup(c, age_range=(60, 97))
    add = c.add
    uk = c.locale == "UK"
    pt = c.pt
    c.adm = days(c.date, -r.randint(10, 60))
    ward = c.ward()
    cons = c.staff("consultant")
    team = [(cons, "Consultant Geriatrician" if r.random() < 0.6 else "Consultant in Stroke Medicine"),
            (c.staff("nurse"), r.choice(["Ward Manager", "CNM2", "Ward Sister", "Nurse in Charge"])),
            (c.staff("physio"), "Physiotherapist"), (c.staff("ot"), "Occupational Therapist"),
            (c.staff("sw"), "Social Worker"), (c.staff("salt"), "Speech and Language Therapist"),
            (c.staff("dietitian"), "Dietitian"), (c.staff("nurse"), "Discharge Coordinator")]
    team = team[:2] + r.sample(team[2:], r.randint(3, 6))
    title = r.choice(["Multidisciplinary Team Meeting", "MDT / Family Meeting", "Complex Discharge MDT", "Stroke Rehabilitation MDT Review", "Weekly Board Round / MDT"])
    add(title, " - ", ward, ", ", c.hosp.n(), "\n")
    add("Date: ", c.dt(c.date), "   ")
    add("Patient: ", pt.title, " ", pt.full(), "  DOB ", c.dt(c.dob), " (", c.A(c.age), ")\n")
    add("Bed ", P(str(r.randint(1, 28)), "LOCATION_OTHER"), "   ", c.mrn_label, ": ", P(c.mrn_v, "MRN"))
    if c.hid:
        add("   ", c.hid_label, ": ", P(c.hid, "MRN"))
    add("\n", "Admitted: ", c.dt(c.adm), " with ", r.choice(["a fall and reduced mobility", "left hemisphere stroke", "delirium and UTI", "community-acquired pneumonia",
                                                            "NOF fracture (post DHS)", "decompensated heart failure"]), "\n\n")
    add("Present:\n")
    for p, role in team:
        add("  ", p.full(), " (", role, ")\n")
    fam_present = []
    nok = c.nok
    fam_present.append(nok)
    if r.random() < 0.5:
        f2 = c.family(r.choice(["son", "daughter", "son-in-law", "niece"]), same_surname=pt.surname if r.random() < 0.5 else None)
        fam_present.append(f2)
    add("  Family: ", join([[f.full(), " (", f.rel, ")"] for f in fam_present], ", "), "\n")
    if r.random() < 0.4:
        add("  ", pt.full(), " attended for the second half of the meeting.\n")
    add("\n")
    kw = dict(pt=pt.ts())
    roles = [role for _, role in team]
    sections = []
    add(r.choice(["Medical update", "MEDICAL"]), " (", cons.title, " ", cons.sur(), "): ",
        c.f("Medically optimised since {d}. Bloods stable. Now on {m}. Ongoing issue with postural hypotension - bisoprolol stopped.",
            d=c.dt(days(c.date, -r.randint(2, 8))), m=", ".join(clinical.med_str(m) for m in clinical.med_list(c, 3))), "\n")
    for p, role in team[1:]:
        if role == "Physiotherapist":
            txt = c.f("Mobilising {dist} m with a wheeled Zimmer frame and supervision of one. Stairs not yet attempted. Falls risk high.", dist=str(r.randint(5, 40)))
        elif role == "Occupational Therapist":
            txt = c.f("Home visit completed on {d} with {his} {rel}: rails, perching stool and commode recommended. Needs assistance with washing and dressing.", d=c.dt(days(c.date, -r.randint(1, 7))))
        elif role == "Social Worker":
            txt = c.f("Financial assessment completed. Care needs assessment ref {ref}. Options discussed: package of care with {ag} (4 calls/day) or {ch}.",
                      ref=P("CA%s" % c.digits(7), "IDNUM"), ag=c.agency(), ch=c.care_home().n())
        elif role == "Speech and Language Therapist":
            txt = "Safe on IDDSI level 6 soft and bite-sized diet, level 0 thin fluids. Mild dysarthria, improving."
        elif role == "Dietitian":
            txt = c.f("MUST score {m}. Weight {w} kg (was {w2} kg in {mon}). Oral nutritional supplements twice daily.",
                      m=str(r.randint(1, 3)), w=str(r.randint(44, 70)), w2=str(r.randint(56, 82)), mon=c.dt(days(c.date, -r.randint(60, 200)), "MMy"))
        elif role in ("Ward Manager", "CNM2", "Ward Sister", "Nurse in Charge"):
            txt = c.f("Continent with prompting. Sleeping well. Skin intact; {bed} mattress in place. Has needed 1:1 at night on {n} occasions.",
                      bed=r.choice(["dynamic", "hybrid", "foam"]), n=str(r.randint(1, 4)))
        else:
            txt = c.f("EDD set as {d}. Transport booked. Key safe to be fitted by family.", d=c.dt(days(c.date, r.randint(3, 14))))
        add(role, " (", p.ini_sur() if r.random() < 0.5 else p.sur(), "): ", txt, "\n")
    add("\n", r.choice(["Family views", "Discussion with family"]), ": ")
    f0 = fam_present[0]
    add(c.f("{f} feels {pt_giv} would be safer in a care home but {he} wants to go home to {town}. {f2} ({rel}) works as {prof_phr} and cannot provide daily care.",
            f=f0.giv(), town=P(c.addr.town, "CITY"), f2=fam_present[-1].giv(), rel=fam_present[-1].rel,
            prof_phr=_a_prof(c)), "\n")
    add(r.choice(["Capacity", "Mental capacity"]), ": ", c.f(r.choice([
        "{He} has capacity regarding discharge destination (assessed by {who} on {d}).",
        "{He} lacks capacity regarding discharge destination (2-stage test by {who}, {d}); best interests process to follow. LPA for health and welfare held by {his} {rel}."]),
        who=team[0][0].ts(), d=c.dt(days(c.date, -r.randint(1, 6)))), "\n\n")
    add("Outcome / plan:\n")
    plan = [c.f("Trial of discharge home with package of care from {ag}; start date {d}.", ag=c.agency(), d=c.dt(days(c.date, r.randint(3, 12)))),
            c.f("Community physio and OT referral to {team}.", team=c.team("dn") if r.random() < 0.3 else P("%s Intermediate Care Team" % c.town(), "HOSPITAL")),
            c.f("GP ({gp_ts}, {practice}) to be updated by discharge letter."),
            c.f("Review meeting {d} at 14:00 if discharge delayed.", d=c.dt(days(c.date, 7), r.choice([c.ds, "wd"]))),
            c.f("Social worker to contact {f} on {tel}.", f=f0.full(), tel=c.PH(f0.tel if hasattr(f0, "tel") else c.mob()))]
    for i, p in enumerate(r.sample(plan, r.randint(3, 5))):
        add("%d. " % (i + 1), p, "\n")
    add("\nMinutes recorded by ", team[-1][0].full(), " (", team[-1][1], "), ", c.dt(c.date), ".\n")


def practice_mdt(c):
    r = c.r
    add = c.add
    uk = c.locale == "UK"
    c.date = c.rand_date(dt.date(2021, 1, 4), dt.date(2026, 10, 30))
    c.mrn_pat = c.mrn_pattern()
    c.practice = c.make_practice()
    kind = r.choice(["Gold Standards Framework (palliative care) meeting", "Monthly frailty MDT", "Integrated Care Team meeting", "Palliative care & vulnerable patients meeting"])
    add(c.practice.n(), " - ", kind, "\n")
    add("Date: ", c.dt(c.date, r.choice([c.ds, c.ls])), "   Location: ", r.choice(["Practice meeting room", "Teams call", "Upstairs seminar room"]), "\n")
    gps = [c.staff("gp") for _ in range(r.randint(2, 3))]
    dn = c.staff("nurse")
    others = [(c.staff("nurse"), r.choice(["Community Palliative Care CNS", "Specialist Palliative Care Nurse"])),
              (c.staff("pharmacist"), "Practice Pharmacist"), (c.staff("sw"), "Social Worker"),
              (c.staff("other"), "Care Coordinator"), (c.staff("nurse"), "Community Matron" if uk else "Public Health Nurse")]
    add("Attendees: ", join([[g.title, " ", g.full()] for g in gps] + [[dn.full(), " (", "District Nurse" if uk else "PHN", ")"]] +
                            [[p.full(), " (", role, ")"] for p, role in r.sample(others, r.randint(1, 3))], ", "), "\n\n")
    n = r.randint(3, 5)
    add(r.choice(["Patients discussed", "Register review", "Case list"]), ":\n\n")
    for i in range(n):
        p = _mini_patient(c, age_range=(62, 99))
        c.v.update(pronouns(p.sex))
        town = P(c.town(), "CITY")
        code = r.choice(["GSF code A (blue) - year plus", "GSF code B (green) - months", "GSF code C (yellow) - weeks", "Frailty: severe (eFI 0.4)", "Frailty: moderate"])
        diag = r.choice(["metastatic prostate cancer" if p.sex == "M" else "metastatic ovarian cancer", "end-stage COPD", "advanced dementia", "heart failure NYHA IV", "MND", "metastatic pancreatic cancer", "frailty and recurrent falls", "end-stage renal failure, not for dialysis"])
        add("%d) " % (i + 1), p.full() if r.random() < 0.6 else p.caps(), ", ", c.A(p.age), ", ", town, "   ")
        if p.hid and r.random() < 0.6:
            add({"eng": "NHS", "wal": "NHS", "sco": "CHI", "ni": "H&C"}[c.nation], " ", P(p.hid, "MRN"))
        elif r.random() < 0.5:
            add("MRN ", P(p.mrn, "MRN"))
        add("\n")
        add("   ", code, ". ", diag.capitalize(), ".\n")
        upd = r.randrange(5)
        fam = c.family(r.choice([c.spouse_rel(p.sex), "daughter", "son", c.spouse_rel(p.sex)]), same_surname=p.surname if r.random() < 0.5 else None)
        if upd == 0:
            add(c.f("   DN visiting twice weekly. Just in case meds issued on {d}. {His} {rel} {f} is main carer and is exhausted - carers' assessment offered.",
                    d=c.dt(days(c.date, -r.randint(2, 30))), rel=fam.rel, f=fam.giv()), "\n")
        elif upd == 1:
            add(c.f("   Admitted to {h} on {d} with aspiration pneumonia; discharged {d2}. Preferred place of death: home. ReSPECT form reviewed.",
                    h=c.hospital().n(), d=c.dt(days(c.date, -r.randint(14, 30))), d2=c.dt(days(c.date, -r.randint(2, 13)))), "\n")
        elif upd == 2:
            add(c.f("   Died peacefully at {where} on {d}. {His} {rel} {f} thanked the team. Bereavement visit by {dn}.",
                    where=c.ch([c.care_home().n(), c.team("pc"), "home"]), d=c.dt(days(c.date, -r.randint(2, 20))),
                    rel=fam.rel, f=fam.full(), dn=dn.ts()), "\n")
        elif upd == 3:
            add(c.f("   Stable. Lives at {ch}. Medication review by practice pharmacist; anticipatory meds in the home. Next review {d}.",
                    ch=c.care_home().n(), d=c.dt(days(c.date, r.randint(20, 40)), "MMy")), "\n")
        else:
            add(c.f("   New to register. Diagnosed {mon}. Lives alone in {town}; neighbour {nb} has a key. Refer to hospice at home ({hos}, tel {tel}).",
                    mon=c.dt(days(c.date, -r.randint(20, 300)), "MMy"), town=town, nb=c.person("FAMILY").full(), hos=c.team("pc"), tel=c.PH(c.land())), "\n")
        if r.random() < 0.4:
            add("   Action: ", r.choice(gps).initials(dots=False), " to ", r.choice(["visit", "phone family", "update ReSPECT", "update KIS" if c.nation == "sco" else "update EPaCCS"]), " by ", c.dt(days(c.date, r.randint(3, 10))), ".\n")
        add("\n")
    add("Next meeting: ", c.dt(days(c.date, 28)), ". Minutes by ", r.choice(gps).full(), ".\n")


def mdt_minutes(c):
    r = c.r
    k = r.random()
    if k < 0.5:
        cancer_mdm(c)
    elif k < 0.8:
        rehab_mdt(c)
    else:
        practice_mdt(c)
