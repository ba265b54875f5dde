"""Genres: colposcopy referral, HPV/cytology result letter, colposcopy examination record."""
import datetime

import clin as K
from common import NB, P, plus, pad, letters, age_at, plate
from parts import (letterhead, pt_block, pt_ids, signoff, audit, social, obs_line, contraception, lmp)

K_INS = ["Bluegate Health", "Cascade Vale Mutual", "Northstar Health Plan", "Evergreen Members Health",
         "Keystone Meadow Assurance", "Lakeside Mutual Benefit"]
LANGS = ["Polish", "Arabic", "Tigrinya", "Mandarin", "Portuguese", "Romanian", "Somali", "Vietnamese", "Tongan",
         "Farsi", "Bengali", "Ukrainian", "Spanish", "Punjabi"]
START_AGE = {"US": 21, "CA": 21}


def history_table(nb, c, title="Previous screening:\n"):
    r = c.r
    start = START_AGE.get(c.code, 25)
    d = c.t0
    rows = []
    for _ in range(r.randint(2, 4)):
        d = d - datetime.timedelta(days=r.choice([365, 730, 1095, 1100, 1825]) + r.randint(-40, 40))
        if age_at(c.dob, d) >= start:
            rows.append(d)
    rows.reverse()
    nb.add(title)
    if not rows:
        nb.add("  None - first screening test.\n")
    for d in rows:
        res = r.choice(["Negative", "NILM", "hrHPV not detected", "Inadequate - repeated", "Borderline, HPV neg",
                        "Negative (no HPV triage)", "LSIL, HPV not tested", "hrHPV+ / NILM"])
        nb.f("  {d}  {res}\n", d=c.D(d, c.C.numd(d)), res=res)


def g_referral(r, c):
    nb = NB()
    C = c.C
    sample = c.t0
    rep = plus(sample, r.randint(6, 16))
    refd = plus(rep, r.randint(1, 6))
    hpv = K.hpv_pos(r, c.code)
    cy = K.cyto_abn(r, c.code) if r.random() < 0.85 else K.cyto_for(r, c.code)
    urgent = cy[1] in ("high", "gland") or hpv[1] in ("16", "18")
    v = r.choice(["ers", "lab", "letter"]) if c.code == "UK" else r.choice(["lab", "letter", "letter"])
    if c.code in ("US", "CA"):
        v = r.choice(["us", "us", "letter"])
    if v == "ers":
        nb.f("NHS e-Referral Service - Colposcopy\nUBRN: {u}\nPriority: {p}\nReferral created: {d}\n\n",
             u=P(c.ubrn, "IDNUM"), p="Urgent (2WW)" if urgent else "Routine", d=C.D(refd))
        nb.add("Referrer: ")
        nb.put(c.gp.tname())
        if c.gp.lic:
            nb.f(" ({l} {n})", l=c.gp.lic_label, n=P(c.gp.lic, "LICENSE"))
        nb.f("\nPractice: {p}\n", p=P(c.practice, "HOSPITAL"))
        nb.put(c.pr_addr)
        nb.f("\nTel {t}  Fax {f}\n\n", t=P(c.pphone, "PHONE"), f=P(c.pfax, "FAX"))
        nb.f("Service: Colposcopy, {h}\nClinic type: {k}\n\n", h=P(c.hosp, "HOSPITAL"),
             k=r.choice(["Colposcopy new patient", "Colposcopy - nurse-led", "Colposcopy (pregnant)" if c.preg else "Colposcopy consultant-led"]))
        pt_block(nb, c)
    elif v == "us":
        nb.f("REFERRAL ORDER - GYNECOLOGY / COLPOSCOPY\nOrder #: {o}    Date: {d}\nPrior auth #: {a}\n\n",
             o=P("ORD" + pad(r, 8), "IDNUM"), d=C.D(refd), a=P("PA-" + pad(r, 9), "IDNUM"))
        nb.f("Patient: {n}   DOB: {dob}   Age: {a}   Sex: {s}\n", n=c.pn("LF"), dob=c.D(c.dob, C.numd(c.dob)), a=c.A(refd),
             s="F" if c.sex == "F" else "M (assigned F at birth)")
        nb.f("{l}: {m}\n", l=c.mrn_label, m=P(c.mrn, "MRN"))
        if c.hp:
            nb.f("Insurance: {i}   {l}: {v}   Group: {g}\n", i=P(r.choice(K_INS), "ORGANIZATION"), l=c.hp[0],
                 v=P(c.hp[1], "HEALTHPLAN"), g=P("GRP-" + pad(r, 6), "HEALTHPLAN"))
        if c.ssn and r.random() < 0.5:
            nb.f("{l}: {v}\n", l=c.ssn[0], v=P(c.ssn[1], "SSN"))
        nb.add("Address: ")
        nb.put(c.addr)
        nb.f("\nPhone: {m}  (cell, OK to text)\n\n", m=P(c.mob, "PHONE"))
        nb.add("Referring provider: ")
        nb.put(c.gp.signed())
        if c.gp.lic:
            nb.f("  {l} {v}", l=c.gp.lic_label, v=P(c.gp.lic, "LICENSE"))
        nb.f("\n{p}\n", p=P(c.practice, "HOSPITAL"))
        nb.put(c.pr_addr)
        nb.f("\nPh {t}  Fax {f}\nRefer to: Colposcopy Clinic, {h}\n\n", t=P(c.pphone, "PHONE"), f=P(c.pfax, "FAX"), h=P(c.hosp, "HOSPITAL"))
        nb.add("Dx codes: R87.610 (ASC-US) / R87.810 (cervical high risk HPV DNA test positive); CPT 57454 requested.\n"
               "Risk estimate per 2019 ASCCP risk-based management guidelines attached.\n")
    elif v == "lab":
        nb.f("DIRECT REFERRAL TO COLPOSCOPY (laboratory generated)\nFrom: {l}\n", l=P(c.lab or c.hosp2, "HOSPITAL"))
        nb.put(c.lab_addr)
        nb.f("\nTo: Colposcopy Service, {h}\nDate: {d}\nLab ref: {x}\n\n", h=P(c.hosp, "HOSPITAL"), d=C.D(refd), x=P(c.spec, "IDNUM"))
        pt_block(nb, c, phone=r.random() < 0.5)
        nb.add("Sample taker: ")
        nb.put(c.pnurse.signed())
        nb.f(", {p}\n", p=P(c.practice, "HOSPITAL"))
        nb.add("Responsible GP: ")
        nb.put(c.gp.tname())
        nb.add("\n")
    else:
        letterhead(nb, c, hosp=c.practice, addr=c.pr_addr, dept=r.choice(["General Practice", "Practice Office", "Women's Health Clinic"]),
                   mail=r.random() < 0.5)
        nb.f("{d}\n\nColposcopy Department\n{h}\n", d=C.D(refd, r.choice(["long", C.style])), h=P(c.hosp, "HOSPITAL"))
        nb.put(c.hosp_addr)
        nb.add("\n\nDear Colleague,\n\nRe: ")
        nb.put(c.pn(r.choice(["tfull", "full"])))
        nb.f(", DOB {d}, ", d=c.D(c.dob))
        pt_ids(nb, c, sep=", ")
        nb.add("\n")
        nb.put(c.addr)
        nb.f("\nTel: {m}\n\n", m=P(c.mob, "PHONE"))
        nb.add("Thank you for seeing this ")
        nb.f("{a}-year-old {o} ", a=c.A(refd), o=r.choice(["woman", "patient", "lady"]) if c.sex == "F" else "man")
        nb.add(r.choice(["who has had an abnormal screening result.", "whose recent screening test was abnormal.",
                         "with persistent HPV infection.", "referred on the screening programme pathway."]) + "\n")
    nb.add("\nReason for referral:\n")
    nb.f("{t} taken {d} (lab no. {x}) showed {cy}; {h}.\n", t=C.test[0].upper() + C.test[1:], d=C.D(sample), x=P(c.spec, "IDNUM"), cy=cy[0], h=hpv[0])
    if v != "lab" and r.random() < 0.6:
        nb.f("Sample taken by {n}, {j}.\n", n=P(c.pnurse.full(), "DOCTOR"), j=c.pnurse.job.lower())
    if r.random() < 0.6:
        nb.add(r.choice(["Second consecutive hrHPV positive with negative cytology at 24 months.\n",
                         "Persistent HPV on two successive tests; per programme protocol.\n",
                         "Persistant hrHPV on two consecutive tests, refered per protocol.\n",
                         "Post-coital bleeding x 3 months; cervix looked inflamed on speculum.\n",
                         "Symptomatic: intermenstrual bleeding, clinically suspicious cervix.\n",
                         "Self-collected vaginal sample HPV 16 positive; needs clinician-collected LBC at colposcopy.\n",
                         "Hb 131 g/L and platelets 260 x10^9/L last month, so no bleeding concerns.\n"]))
    history_table(nb, c)
    if c.born and r.random() < 0.5:
        nb.f("  Screened in {cc} in {y} - result reported as normal (no documentation).\n", cc=P(c.born, "COUNTRY"),
             y=c.D(datetime.date(c.t0.year - r.randint(3, 8), 1, 1), "y"))
    nb.add("\nRelevant history:\n")
    nb.f("- {o}; contraception: {k}\n", o=obs_line(c), k=contraception(r, c))
    if c.preg:
        nb.f("- Currently pregnant, {w} weeks by dating scan; EDD {e}\n", w=r.randint(9, 30), e=C.D(plus(c.t0, r.randint(60, 200))))
    else:
        nb.add("- LMP ")
        nb.put(lmp(c, refd))
        nb.add("\n")
    nb.f("- Medication: {m}; allergies: {a}\n- ", m=r.choice(K.MEDS), a=r.choice(["NKDA", "penicillin (rash)", "latex", "nil known", "codeine"]))
    social(nb, c)
    nb.add("\n")
    if r.random() < 0.35:
        nb.f("- Interpreter required: {l}\n", l=r.choice(LANGS))
    if r.random() < 0.3:
        nb.add(r.choice(["- Previous traumatic speculum examination; please allow extra time.\n",
                         "- Has a learning disability; mother attends appointments with her.\n",
                         "- Immunosuppressed (renal transplant, on tacrolimus).\n",
                         "- Wheelchair user, needs hoist/accessible couch.\n",
                         "- History of sexual trauma; female clinician requested.\n"]))
    if r.random() < 0.5:
        nb.add("\nI have explained that colposcopy is a closer look at the cervix and that most people referred do not have "
               "cancer. " + c.She + " is understandably anxious and would appreciate an early appointment if possible.\n")
    nb.f("\nPreferred contact: {m}", m=P(c.mob, "PHONE"))
    if r.random() < 0.5:
        nb.f(" / {e}", e=P(c.pemail, "EMAIL"))
    nb.add("\n")
    if v in ("letter", "ers"):
        nb.add("\n")
        signoff(nb, c, c.gp, closing=v == "letter")
        nb.f("{p}\n", p=P(c.practice, "HOSPITAL"))
    if r.random() < 0.5:
        audit(nb, c, c.gp, refd)
    return nb


CYTO_COMMENT = {
    "low": ["Occasional koilocytes and binucleate squamous cells. Background of inflammation with Candida-like organisms.\n",
            "Mildly enlarged superficial squamous nuclei with perinuclear halos, in keeping with a low-grade lesion.\n"],
    "high": ["Scattered atypical squamous cells with raised N:C ratio and hyperchromasia; features favour a high-grade lesion.\n",
             "Sheets of small dyskaryotic cells with coarse chromatin in a clean background.\n"],
    "gland": ["Endocervical cells with crowding and feathering at the group edges; glandular neoplasia cannot be excluded.\n"],
    "unsat": ["Obscured by blood and inflammatory cells; please repeat in 3 months.\n"],
}


def g_result_letter(r, c):
    nb = NB()
    C = c.C
    coll = c.t0
    recv = plus(coll, r.randint(1, 4))
    rept = plus(recv, r.randint(3, 12))
    hpv = K.hpv_for(r, c.code)
    cy = K.cyto_for(r, c.code) if hpv[1] != "neg" else ("Not performed (hrHPV not detected)", "neg")
    labname = c.lab or c.hosp
    nb.f("{l}\n", l=P(labname, "HOSPITAL"))
    nb.add(r.choice(["Cervical Screening Laboratory\n", "Cytopathology and Molecular Microbiology\n", "Department of Cellular Pathology\n", ""]))
    nb.put(c.lab_addr)
    nb.f("\nEnquiries {t}   Fax {f}\n\n", t=P(c.hphone, "PHONE"), f=P(c.hfax, "FAX"))
    nb.add(r.choice(["CERVICAL SCREENING REPORT", "HPV / CYTOLOGY RESULT", "CERVICAL SCREENING TEST - FINAL REPORT", "GYN CYTOLOGY REPORT"]) + "\n\n")
    if r.random() < 0.5:
        nb.f("Surname: {s}\nGiven name(s): {g}\n", s=P(c.pt.last.upper(), "PATIENT"), g=P(c.pt.first, "PATIENT"))
    else:
        nb.f("Name: {n}\n", n=c.pn("LF"))
    nb.f("DOB: {d}   Age: {a}\n", d=c.D(c.dob, C.numd(c.dob)), a=c.A(coll))
    pt_ids(nb, c, sep="\n")
    nb.add("\nAddress: ")
    nb.put(c.addr)
    nb.f("\n\nLab number: {x}\nRequester: ", x=P(c.spec, "IDNUM"))
    nb.put(c.gp.tname())
    nb.f(", {p}\n", p=P(c.practice, "HOSPITAL"))
    if r.random() < 0.5:
        nb.add("Copy to: ")
        nb.put(c.colpo.tname())
        nb.f(", Colposcopy, {h}\n", h=P(c.hosp, "HOSPITAL"))
    nb.f("Collected: {a}   Received: {b} {t}   Reported: {c_}\n", a=C.D(coll), b=C.D(recv),
         t="%02d:%02d" % (r.randint(8, 17), r.randint(0, 59)), c_=C.D(rept))
    nb.add("Specimen: " + r.choice(["Liquid-based cytology (ThinPrep PreservCyt)", "LBC (SurePath)", "Self-collected vaginal swab (dry flocked)",
                                     "Clinician-collected cervical sample, ThinPrep"]) + "\n")
    nb.f("Clinical details (from form): {t}; LMP ", t=r.choice(["routine screen", "test of cure", "follow-up of previous hrHPV+", "PCB",
                                                                "post-treatment", "annual HPV follow-up"]))
    nb.put(lmp(c, coll))
    nb.f("; {k}.\n", k=contraception(r, c))
    nb.add("\nRESULTS\n")
    nb.f("HPV test ({a}): {h}\n", a=r.choice(["cobas 8800", "Aptima HPV", "BD Onclarity", "Alinity m HR HPV", "Xpert HPV"]), h=hpv[0])
    if r.random() < 0.4:
        nb.f("Instrument SN {s}, run {n}\n", s=P(letters(r, 2) + pad(r, 6), "DEVICE"), n=P("R" + pad(r, 6), "IDNUM"))
    nb.f("Cytology: {cy}\n", cy=cy[0])
    if hpv[1] != "neg":
        nb.add("Specimen adequacy: satisfactory; transformation zone component " + r.choice(["present", "absent"]) + ".\n")
    nb.add("\nCOMMENT\n")
    if hpv[1] == "neg":
        nb.add(r.choice(["hrHPV not detected; cytology not indicated under the primary HPV screening protocol.\n",
                         "Internal control satisfactory. No further testing required.\n"]))
    elif cy[1] == "neg":
        nb.add(r.choice(["No abnormal cells seen. Note: HPV testing is the primary screen; cytology is a triage test only.\n",
                         "Atrophic pattern; parabasal cells predominate. Changes are considered reactive.\n",
                         "Shift in flora suggestive of bacterial vaginosis (clue cells). Otherwise no significant abnormality.\n"]))
    else:
        nb.add(r.choice(CYTO_COMMENT[cy[1]]))
    if c.code in ("US", "CA", "ZA", "AU", "NZ") and r.random() < 0.5:
        nb.add("Reported using the Bethesda 2014 terminology" + (" (AMBS 2004 equivalents)" if c.code in ("AU", "NZ") else "") + ".\n")
    nb.add("\nRECOMMENDATION\n")
    if hpv[1] == "neg":
        nb.add(r.choice(["Routine recall in 5 years.", "Return to routine recall (3 years).", "Next screening test in 5 years.",
                         "Test of cure complete; return to routine recall."]) + "\n")
    elif cy[1] in ("high", "gland") or hpv[1] in ("16", "18"):
        nb.add(r.choice(["Refer for colposcopy - urgent (within 2 weeks).", "Direct referral for colposcopy has been made by the laboratory.",
                         "Refer to colposcopy (immediate CIN3+ risk above threshold).", "Specialist referral for colposcopic assessment recommended."]) + "\n")
    else:
        nb.add(r.choice(["Repeat HPV test in 12 months.", "Refer to colposcopy (second consecutive hrHPV+).",
                         "Repeat co-test in 1 year.", "Refer for colposcopy; cytology triage abnormal."]) + "\n")
    nb.add("\nScreened by: ")
    nb.f("{b}  ", b=P(c.bms.init2().upper(), "DOCTOR"))
    nb.add("Checked by: ")
    nb.f("{s}\n", s=P(c.bms.full() if r.random() < 0.5 else c.path.short(), "DOCTOR"))
    nb.add("Authorised: ")
    nb.put(c.path.signed())
    if c.path.lic and r.random() < 0.5:
        nb.f("  ({l} {v})", l=c.path.lic_label, v=P(c.path.lic, "LICENSE"))
    nb.f("  {d}\n", d=C.D(rept))
    if c.code in ("AU", "NZ", "IE", "UK") and r.random() < 0.6:
        nb.f("Result transmitted to screening register; participant ID {x}.\n", x=P(letters(r, 2) + pad(r, 8), "IDNUM"))
    nb.add("\nThis report relates only to the sample received. A screening test is not diagnostic; clinical "
           "correlation is advised. Symptomatic patients should be assessed regardless of this result.\n")
    if r.random() < 0.4:
        nb.f("Results also viewable at {u}\n", u=P(c.url, "URL"))
    if r.random() < 0.6:
        audit(nb, c, c.bms, rept)
    return nb


def g_exam(r, c):
    nb = NB()
    C = c.C
    vd = plus(c.t0, r.randint(20, 70))
    cy = K.cyto_abn(r, c.code)
    hpv = K.hpv_pos(r, c.code)
    imp = r.choice(K.IMPRESSIONS)
    g = imp[1]
    nb.add(r.choice(["COLPOSCOPY EXAMINATION RECORD", "Colposcopy Clinic - Examination", "COLPOSCOPY ASSESSMENT",
                     "Colposcopy new patient visit"]) + "\n")
    nb.f("{h} | {dept}\n", h=P(c.hosp, "HOSPITAL"), dept=r.choice(["Colposcopy Clinic", "Women's Health Unit", "Gynae OPD"]))
    nb.f("Date: {d}  Time: {t}  Room: {rm}\n", d=C.D(vd, r.choice([C.style, "wd"])),
         t="%02d:%02d" % (r.randint(8, 16), r.choice([0, 15, 20, 30, 40, 45])),
         rm=P(str(r.randint(1, 9)) + r.choice(["", "", "A", "B"]), "LOCATION_OTHER"))
    if r.random() < 0.4:
        nb.f("Visit/Encounter no: {a}\n", a=P(c.acct, "ACCOUNT"))
    nb.add("\n")
    nb.f("Name: {n}   DOB: {d}   Age: {a}\n", n=c.pn(r.choice(["LF", "fml"])), d=c.D(c.dob, C.numd(c.dob)), a=c.A(vd))
    pt_ids(nb, c, sep="   ")
    doc = c.colpo if r.random() < 0.6 else c.nurse
    nb.add("\nColposcopist: ")
    nb.put(doc.tname() if doc is c.colpo else [P(doc.full(), "DOCTOR"), " (" + doc.job + ")"])
    nb.add("\nChaperone: ")
    nb.f("{n}, {j}\n", n=P(c.hca.full(), "DOCTOR"), j=c.hca.job)
    if r.random() < 0.3:
        nb.f("Interpreter: {n} ({lang}; {co}, booking {i})\n", n=P(c.interp.full(), "DOCTOR"), lang=r.choice(LANGS),
             co=P(r.choice(["LinguaBridge Interpreting", "Clearvoice Language Services", "Polyglot Health Interpreters"]), "ORGANIZATION"),
             i=P("INT-" + pad(r, 5), "IDNUM"))
    elif r.random() < 0.4:
        nb.f("Accompanied by: {w} {n}\n", w=c.relword, n=c.rel_pieces())
    nb.add("\nReferral: ")
    nb.f("{cy}, {h} ({d})\n", cy=cy[0], h=hpv[0], d=C.D(c.t0))
    nb.f("{o}. Contraception: {k}. LMP ", o=obs_line(c), k=contraception(r, c))
    nb.put(lmp(c, vd))
    nb.add(". ")
    nb.add(r.choice(["Pregnancy test negative. ", "UPT not required (IUS in situ). ", "Urine hCG negative. ", ""]) if not c.preg else "Booked with antenatal team. ")
    nb.add(c.smoker[0].upper() + c.smoker[1:] + ". ")
    nb.add(r.choice(["No PCB/IMB. ", "Reports occasional PCB. ", "No abnormal discharge. ", "IMB for 2 months. "]) + "\n")
    if r.random() < 0.5:
        nb.add("Social: ")
        social(nb, c, brief=True, smoke=False)
        nb.add("\n")
    nb.add("Consent: verbal consent obtained; information leaflet given")
    if r.random() < 0.5:
        nb.f(" ({u})", u=P(c.url, "URL"))
    nb.add(".\n\nEXAMINATION\n")
    nb.add(r.choice([s for s in K.EPONYM_SENTENCES if "Lugol" not in s and "Bethesda" not in s]) + "\n")
    nb.f("Colposcope: {m}, SN {s}\n", m=r.choice(K.DEVICE_MODELS), s=P(letters(r, 2) + "-" + pad(r, 6), "DEVICE"))
    nb.f("Cervix: {x}\n", x=r.choice(["Nulliparous os, healthy looking", "Parous os, ectropion", "Small, flush with vault",
                                       "Multiparous, patulous os"]))
    nb.f("TZ: {t}\n", t=r.choice(K.TZ))
    nb.f("Acetic acid 5%: {f}\n", f=K.finding_for(r, g))
    nb.f("Lugol's: {l}\n", l=r.choice(["iodine-negative area corresponds", "not applied", "patchy uptake, non-specific",
                                        "well-demarcated iodine-yellow area"] if g != "neg" else ["uniform uptake", "not applied"]))
    nb.f("{s}\n", s=K.swede_for(r, g))
    nb.f("Colposcopic impression: {i}\n", i=imp[0])
    nb.add("\nPROCEDURES\n")
    nbx = r.randint(1, 3) if g != "neg" else r.choice([0, 0, 1])
    if nbx:
        sites = {1: ["12 o'clock", "6 o'clock", "3 o'clock", "11 o'clock"], 2: ["3 and 9 o'clock", "11 and 2 o'clock", "12 and 6 o'clock"],
                 3: ["12, 3 and 6 o'clock", "1, 5 and 9 o'clock"]}[nbx]
        nb.f("Punch biopsy x{n} at {s}; specimen {x}. Haemostasis with {h}.\n", n=nbx, s=r.choice(sites), x=P(c.hspec, "IDNUM"),
             h=r.choice(["silver nitrate", "Monsel's", "pressure"]))
    else:
        nb.add("No biopsy taken (normal colposcopy).\n")
    if r.random() < 0.4:
        nb.f("Repeat LBC taken, lab no. {x}.\n", x=P(c.spec, "IDNUM"))
    nb.add("\nDISCUSSION\n")
    nb.add(r.choice([
        "Findings shown on the monitor and explained. Discussed that HPV is very common and usually cleared by the immune system; ",
        "Explained the findings in plain language and drew a diagram of the transformation zone; ",
        "Patient watched on the screen. We talked through what the biopsy means and how long results take; ",
        "Pateint watched on monitor, findings explained; "]))
    nb.add(r.choice(["she was given the chance to ask questions and seemed reassured.\n",
                     "questions answered, written information provided.\n",
                     "advised no intercourse, tampons or swimming for 48 hours after biopsy.\n"]).replace("she", c.she))
    nb.add("\nPLAN\n")
    if g in ("high", "inv", "gland"):
        nb.f("{p}. Booked for {d}", p=r.choice(K.PLANS_HIGH), d=C.D(plus(vd, r.randint(14, 35)), r.choice([C.style, "wd"])))
        if r.random() < 0.5:
            nb.f(" in {w}", w=P(c.ward, "HOSPITAL"))
        nb.add(".\n")
    else:
        nb.f("{p}. Results letter to patient and GP.\n", p=r.choice(K.PLANS_LOW))
    nb.f("Patient's preferred contact: {m}.\n", m=P(c.mob, "PHONE"))
    if r.random() < 0.2:
        nb.f("Parking permit issued for vehicle {v} (treatment visit).\n", v=P(plate(r, c.code), "VEHICLE"))
    nb.add("\nSigned: ")
    nb.put(doc.signed())
    if doc.lic:
        nb.f("  {l}: {v}", l=doc.lic_label, v=P(doc.lic, "LICENSE"))
    nb.f("\n{d}\n", d=C.D(vd))
    if r.random() < 0.5:
        audit(nb, c, doc, vd)
    return nb
