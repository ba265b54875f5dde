"""Genres: sarcoma MDT outcome, referral triage record, biopsy/histopathology report."""
import clin
import locales as L
from blocks import (NON_LIMB, building, family_contact, gp_block, letterhead, other_patient, patient_header,
                    presenting, site_text)
from core import Doc, addr_lines, age_phrase, audit, hhmm, pt_name, sign

D = L.add_days


def staff_ref(d, case, role, style=None, title=True):
    s = case.st(role)
    if title and s.title:
        d.t(s.title + " ")
    d.p("DOCTOR", s.fmt(style or case.rng.choice(["full", "fi_l", "l", "fil"])))
    return d


def imaging_lines(d, case, when):
    rng = case.rng
    t = case.tumour
    mri = D(when, -rng.randint(3, 30))
    desc = rng.choice(clin.IMAGING_BONE if t["bone"] else clin.IMAGING_ST)
    size = "%.1f x %.1f x %.1f cm" % (rng.uniform(3, 9), rng.uniform(3, 9), rng.uniform(4, 18))
    d.f("- MRI {site} ({DATE:m}): {desc}; {size}.", site=site_text(case, True), m=case.ds(mri), desc=desc, size=size)
    if t["bone"]:
        d.t(rng.choice([" No skip lesion.", " Skip lesion in the diaphysis 9 cm proximal.",
                        " Physis breached; epiphyseal extension.", " Joint not involved."]))
    else:
        d.t(rng.choice([" Abuts the SFA, <90 degrees contact.", " Clear of the sciatic nerve.",
                        " Deep to fascia.", " Periosteal reaction of adjacent femur, no marrow signal."]))
    ct = D(mri, rng.randint(-5, 10))
    d.f("\n- CT chest ({DATE:c}): {res}\n", c=case.ds(ct), res=rng.choice([
        "no pulmonary metastases.", "two sub-5 mm nodules RLL and LUL, indeterminate; interval CT in 3/12.",
        "single 7 mm subpleural nodule, suspicious.", "clear lungs; small hiatus hernia incidental.",
        "multiple bilateral nodules up to 14 mm consistent with metastases."]))
    if rng.random() < 0.55:
        pet = D(ct, rng.randint(1, 14))
        d.f("- PET-CT ({DATE:p}): primary SUVmax {suv}; {res}\n", p=case.ds(pet), suv="%.1f" % rng.uniform(3, 19),
            res=rng.choice(["no distant avid disease.", "avid left inguinal node (SUV 4.2), for US +/- FNA.",
                            "no skeletal metastases.", "indeterminate rib uptake, correlate with bone scan."]))
    return d


def path_line(d, case, when, accession=None):
    rng = case.rng
    t = case.tumour
    acc = accession or "%s%s-%s" % (rng.choice(["S", "H", "SP", "HS"]), when.year % 100, L.digits(rng, 5))
    d.f("- Core biopsy ({DATE:b}, {ID:a}): {nm}. IHC: {ihc}. Molecular: {mol}.\n", b=case.ds(when), a=acc,
        nm=t["name"], ihc=t["ihc"], mol=t["mol"])
    return acc


def outcome_plan(case):
    t = case.tumour
    k = t["key"]
    reg = t["regimen"]
    if k in ("osteo", "ewing", "rms"):
        lines = ["Neoadjuvant %s chemotherapy; %s." % (clin.REGIMEN_NAME[reg], case.rng.choice(
            ["reassess after 2 cycles", "restage MRI/CT after cycle 2", "restaging at week 10"])),
                 "Fertility preservation referral before chemotherapy.",
                 "Central line (Hickman) insertion; baseline echo, GFR%s." % (", audiogram" if reg == "MAP" else ""),
                 "Surgical planning: limb salvage with %s." % (
                     "non-invasive extendible prosthesis (skeletally immature)" if case.age < 14 else
                     "endoprosthetic replacement" if case.site in clin.SURGERY else "wide resection")]
    elif k in ("chondro", "alt"):
        lines = ["Surgery alone: %s." % ("wide resection" if k == "chondro" else "marginal excision"),
                 "No role for chemotherapy or radiotherapy.", "Surveillance per protocol after surgery."]
    elif k == "gctb":
        lines = ["Extended curettage, high-speed burr, PMMA cement +/- denosumab bridging.",
                 "Check vitamin D and dental review before denosumab."]
    elif k == "desmoid":
        lines = ["Active surveillance: MRI at 3 months.", "Analgesia; NSAID trial (celecoxib 100 mg BD).",
                 "Systemic therapy only if progressive/symptomatic."]
    elif k == "ddlps":
        lines = ["Refer to retroperitoneal sarcoma surgical team for en bloc compartmental resection.",
                 "Split renal function (DMSA) before possible nephrectomy.", "Consider STRASS-style pre-op RT: not "
                 "recommended."]
    elif k == "angio":
        lines = ["Weekly paclitaxel x 3 cycles then radical resection with plastics reconstruction."]
    else:
        lines = ["Pre-operative radiotherapy 50 Gy in 25 fractions, then wide excision 4-6 weeks after.",
                 "Consider neoadjuvant doxorubicin/ifosfamide if high-risk (Sarculator nomogram OS <60%).",
                 "Plastics input for closure/flap."]
    return lines


def mdt_outcome(case):
    rng = case.rng
    d = Doc(case.us)
    us = case.us
    md = case.date
    variant = "tb" if us and rng.random() < 0.7 else rng.choice(["form", "form", "list"])
    roles = ["surgeon", "paed_onc" if case.age < 19 else "oncologist", "radiologist", "pathologist", "keyworker"]
    roles += rng.sample(["physio", "coordinator", "registrar", "psych", "research"], 2)
    deptname = {"surgeon": "Orthopaedic Oncology", "oncologist": "Medical Oncology", "paed_onc": "Paediatric Oncology",
                "radiologist": "Radiology", "pathologist": "Histopathology", "keyworker": "CNS", "physio": "Physiotherapy",
                "coordinator": "MDT Coordinator", "registrar": "Fellow", "psych": "Psychology", "research": "Research"}
    if variant == "tb":
        d.p("HOSPITAL", case.centre).t("\nMULTIDISCIPLINARY SARCOMA TUMOR BOARD - CONFERENCE NOTE\n")
        d.f("Conference date: {DATE:d}   Case #: {ID:n}\n\n", d=case.ds(md, rng.choice(["us_long", "us_slash"])),
            n="TB-%d-%s" % (md.year, L.digits(rng, 4)))
        patient_header(d, case, rng.choice(["banner", "kv"]), phone=False)
        d.t("\nPresented by: ")
        staff_ref(d, case, "registrar").t(" for ")
        staff_ref(d, case, "surgeon").t("\nAttendees: ")
    else:
        d.p("HOSPITAL", case.centre).t(rng.choice([" Sarcoma MDT", " - Bone & Soft Tissue Sarcoma MDM",
                                                    " Supra-regional Sarcoma MDT"]))
        d.f("\n{hdr}\nMeeting date: {DATE:d}   MDT ref: {ID:r}\n\n", hdr=rng.choice(
            ["MDT OUTCOME FORM", "MDT Outcome", "OUTCOME OF MULTIDISCIPLINARY MEETING"]), d=case.ds(md),
            r="MDT/%s/%s" % (md.year % 100, L.digits(rng, 4)))
    if variant == "list":
        d.t("Patients discussed:\n")
        n_other = rng.randint(2, 4)
        pos = rng.randint(0, n_other)
        for i in range(n_other + 1):
            d.f("{i}. ", i=i + 1)
            if i == pos:
                pt_name(d, case, "LF")
                d.f("  {MRN:m}  DOB {DATE:b}  ({AGE:a})  new diagnosis - see below\n", m=case.mrn,
                    b=case.ds(case.dob), a=case.age)
            else:
                p, age, dob, m = other_patient(rng, case.c, md)
                d.p("PATIENT", p.fmt("LF")).f("  {MRN:m}  DOB {DATE:b}  ({AGE:a})  {what}\n", m=m, b=case.ds(dob),
                                              a=age, what=rng.choice([
                                                  "post-op histology review: R0, for surveillance",
                                                  "lipomatous lesion thigh - likely ALT, for marginal excision",
                                                  "CT 3-monthly surveillance: stable", "?recurrence - for biopsy",
                                                  "ganglion on MRI - discharge to referrer",
                                                  "enchondroma, no aggressive features - discharge",
                                                  "lung mets progression - for 2nd line, BSC discussion"]))
        d.t("\n")
        patient_header(d, case, "kv", phone=False)
    elif variant == "form":
        patient_header(d, case, rng.choice(["kv", "table", "kv"]), phone=rng.random() < 0.5)
    if variant != "tb":
        d.t("Referring clinician: ")
        staff_ref(d, case, "referrer", rng.choice(["fi_l", "full"]))
        d.t(", ").p("HOSPITAL", case.local_hosp).t("\n")
        gp_block(d, case)
        d.t("Keyworker: ")
        staff_ref(d, case, "keyworker", "full", title=False)
        d.f(" (CNS) {PHONE:p}\n", p=L.phone(rng, case.c) if rng.random() < 0.5 else case.st("keyworker").ext)
        d.t("Present: ")
    first = True
    for r in roles:
        if not first:
            d.t(", ")
        first = False
        staff_ref(d, case, r, rng.choice(["full", "fi_l", "fil"]))
        d.t(" (%s)" % deptname[r])
    d.t("\n\n" + rng.choice(["CLINICAL SUMMARY\n", "History:\n", "Clinical details: "]))
    presenting(d, case)
    d.t("\n\n" + rng.choice(["Imaging reviewed:\n", "RADIOLOGY\n", "Imaging:\n"]))
    imaging_lines(d, case, md)
    d.t(rng.choice(["Pathology:\n", "HISTOLOGY\n", "Pathology reviewed:\n"]))
    path_line(d, case, D(md, -rng.randint(4, 14)))
    stage = rng.choice(["Enneking IIB", "AJCC 8th ed. T2 N0 M0, stage II", "AJCC stage IIIA", "localised",
                        "metastatic (lung)", "Enneking IIA"])
    d.f("Stage: {s}. {ps}.\n\n", s=stage, ps=rng.choice(["ECOG PS 0", "ECOG PS 1", "Lansky 90", "WHO PS 1",
                                                          "Karnofsky 80%"]))
    d.t(rng.choice(["OUTCOME / RECOMMENDATIONS\n", "MDT outcome:\n", "Recommendations:\n", "Plan:\n"]))
    for i, ln in enumerate(outcome_plan(case)):
        d.f("{i}. {ln}\n", i=i + 1, ln=ln)
    k = len(outcome_plan(case)) + 1
    ca = D(md, rng.randint(2, 9))
    d.f("{k}. Clinic with ", k=k)
    staff_ref(d, case, "surgeon" if rng.random() < 0.6 else "oncologist", "l")
    d.f(" on {DATE:c} at {tm}, Sarcoma Outpatients, {LOC:b}.\n", c=case.ds(ca), tm=hhmm(rng, 9, 16), b=building(rng))
    if rng.random() < 0.5:
        key = case.tumour["key"]
        trials = (["OSTEO-BOOST", "LIMB-QOL"] if key.startswith("osteo") else ["EWING-RISE", "LIMB-QOL"]
                  if key == "ewing" else ["CHONDRO-IDH"] if "chondro" in key else ["LIMB-QOL"]
                  if key in ("gctb", "desmoid", "alt", "rms") else ["SARC-FLEX", "REGAIN-STS", "LIMB-QOL"])
        d.f("{k}. Screen for {trial} (research nurse ", k=k + 1, trial=rng.choice(trials))
        staff_ref(d, case, "research", "full", title=False)
        d.t(").\n")
    if case.age < 25 and rng.random() < 0.6:
        d.f("- Refer to TYA MDT ({DATE:t}); school liaison with ", t=case.ds(D(md, rng.randint(1, 8))))
        d.p("ORGANIZATION", case.employer).t(".\n")
    d.t("\nResponsible consultant: ")
    staff_ref(d, case, "surgeon" if case.tumour["key"] in ("chondro", "alt", "gctb") else (
        "paed_onc" if case.age < 19 else "oncologist"), "full")
    d.t("\nPatient informed of outcome: ")
    if rng.random() < 0.6:
        d.f("by telephone {DATE:i} (", i=case.ds(D(md, 1)))
        staff_ref(d, case, "keyworker", "f", title=False)
        d.t(rng.choice([", CNS)", ")"]))
    else:
        d.t("at clinic")
    d.t("\n")
    if rng.random() < 0.5:
        family_contact(d, case, 0, rng.choice(["NOK", "Next of kin", "Contact"]))
        d.t("\n")
    d.t("\n")
    audit(d, case, "coordinator", md, verb=rng.choice(["Outcome recorded by", "Recorded by", "Entered by"]))
    if rng.random() < 0.5:
        d.f("Next MDT: {DATE:n}\n", n=case.ds(D(md, 7)))
    return d


# ------------------------------------------------------------------ referral triage
RED_FLAGS = [("Size > 5 cm", 0.7), ("Deep to fascia", 0.6), ("Increasing in size", 0.8), ("Painful", 0.4),
             ("Recurrence after previous excision", 0.1), ("Bone pain at night", 0.4), ("Palpable mass", 0.7)]


def referral_triage(case):
    rng = case.rng
    d = Doc(case.us)
    rd = D(case.date, -rng.randint(1, 6))
    us = case.us
    d.t(rng.choice(["SARCOMA SERVICE - REFERRAL TRIAGE RECORD\n", "Referral triage - Bone & Soft Tissue Sarcoma\n",
                    "NEW REFERRAL - SARCOMA TRIAGE\n"]))
    d.p("HOSPITAL", case.centre).t("\n\n")
    if case.c == "GB":
        d.f("e-RS UBRN: {ID:u}\n", u="%s %s %s" % (L.digits(rng, 4), L.digits(rng, 4), L.digits(rng, 4)))
    d.f("Referral ID: {ID:r}\nReceived: {DATE:d} {tm} via {how}\n", r=rng.choice([
        "REF-%d-%s" % (rd.year, L.digits(rng, 5)), "R%s" % L.digits(rng, 8), "SRC/%s/%s" % (rd.year % 100,
                                                                                         L.digits(rng, 4))]),
        d=case.ds(rd), tm=hhmm(rng), how=rng.choice(["e-referral", "secure email", "fax", "e-referral", "post",
                                                      "ED direct referral"]))
    src = rng.choice(["GP", "GP", "Emergency Department", "Orthopaedics", "Plastic Surgery", "Radiology (direct)"])
    d.f("Source: {s}\nReferrer: ", s="PCP" if (src == "GP" and us) else src)
    if src == "GP":
        g = case.st("gp")
        d.t(g.title + " " if g.title else "Dr ").p("DOCTOR", g.fmt(rng.choice(["full", "fi_l"]))).t(", ").p(
            "HOSPITAL", case.gp_practice)
        d.f("\nTel {PHONE:p}   Fax {FAX:f}", p=case.gp_phone, f=case.gp_fax)
    else:
        staff_ref(d, case, "referrer", "full")
        d.f(" ({dept}), ", dept=src).p("HOSPITAL", case.local_hosp)
        d.f("\nBleep {PHONE:p}", p=L.pager(rng, case.c))
        if rng.random() < 0.5:
            d.f("   Fax {FAX:f}", f=L.phone(rng, case.c))
    if rng.random() < 0.6:
        d.f("\nReferrer email: {EMAIL:e}", e=case.st("gp" if src == "GP" else "referrer").email)
    d.t("\n\n")
    patient_header(d, case, rng.choice(["kv", "table", "banner"]))
    if us and rng.random() < 0.8:
        ins = rng.choice(["Keystone Mutual Health", "Pinecrest Health Plan", "Lakeshore Benefit Trust",
                          "Cardinal Star Health"])
        d.t("Insurance: ").p("ORGANIZATION", ins).f("  {lab} {HP:v}  Group {HP:g}\n", lab=case.hp[0], v=case.hp[1],
                                                      g=L.digits(rng, 6))
        d.f("Prior authorization #: {ID:pa}\n", pa="PA" + L.digits(rng, 9))
    if case.c == "GB" and rng.random() < 0.2:
        d.t("Overseas visitor check: resident in ").p("COUNTRY", rng.choice(["Spain", "Portugal", "Poland", "Cyprus",
                                                                          "France", "Malta"]))
        d.t(rng.choice([" - S1 form on file.\n", " - EHIC presented.\n", " - referred to Overseas Visitors Team.\n"]))
    if rng.random() < 0.4:
        d.t("Interpreter: ")
        d.t(rng.choice(["not required", "required - " + rng.choice(["Polish", "Somali", "Punjabi", "Cantonese",
                                                                    "Portuguese", "Arabic", "Tongan"]),
                        "not required"]) + "\n")
    d.t("\nReason for referral (referrer's words):\n\"")
    age_phrase(d, case, rng.choice(["yo", "y", "year-old"]))
    szn = rng.choice([4, 5, 6, 7, 8, 10, 12, 15])
    axial = case.site.startswith(NON_LIMB)
    if axial:
        d.f(" with incidental {sz} cm mass {site} on CT for {why}. {extra}\"\n\n", sz=szn,
            site="in the " + site_text(case, True) if not case.site.startswith("left 7th") else "arising from the "
            "left 7th rib", why=rng.choice(["abdominal pain", "back pain", "weight loss", "cough"]),
            extra=rng.choice(["Please advise re biopsy.", "Report attached.", "Urgent please."]))
    else:
        d.f(" with {sz} cm {what} {site}, {gr} over {n}. {extra}\"\n\n", sz=szn, what=rng.choice(
            ["lump", "firm mass", "swelling", "hard swelling"]), site=site_text(case, True), gr=rng.choice(
            ["growing", "slowly enlarging", "rapidly enlarging", "painful at night"]),
            n=rng.choice(["3 months", "6 weeks", "4/12", "a year", "8 weeks", "2/12"]), extra=rng.choice([
                "US report attached. Please see urgently.", "?sarcoma on X-ray. Thanks for seeing.",
                "Worried re lymphoma vs sarcoma.", "Fits 2WW criteria." if case.c == "GB" else "Urgent please.",
                "Pt anxous - mother had cancer.", "No trauma. Weight loss 4 kg."]))
    d.t("Red flag checklist:\n")
    flags = {"Size > 5 cm": szn > 5, "Deep to fascia": rng.random() < 0.7, "Increasing in size": rng.random() < 0.85,
             "Painful": rng.random() < 0.4, "Recurrence after previous excision": rng.random() < 0.06,
             "Bone pain at night": case.tumour["bone"] and rng.random() < 0.7, "Palpable mass": not axial}
    for fl, _p in RED_FLAGS:
        d.f("  [{x}] {fl}\n", x="Y" if flags[fl] else "N", fl=fl)
    d.t("\nImaging available:\n")
    img = D(rd, -rng.randint(2, 20))
    d.f("  {mod} {DATE:i} at {HOSP:h}: {rep}\n", mod=rng.choice(["US", "XR", "MRI", "XR + US"]), i=case.ds(img),
        h=case.local_hosp, rep=rng.choice(clin.IMAGING_BONE if case.tumour["bone"] else clin.IMAGING_ST))
    if rng.random() < 0.5:
        d.f("  Images {how} (PACS accession {ID:a})\n", how=rng.choice(["transferred via image exchange portal",
                                                                     "on CD with patient", "requested"]),
            a="%s%s" % (rng.choice(["RX", "ACC", "IMG"]), L.digits(rng, 8)))
    d.t("\nTRIAGE\n")
    tr = D(rd, rng.randint(0, 2))
    cat = rng.choice(["Urgent - suspected cancer pathway (2WW)", "Urgent - direct to MRI then clinic",
                      "Routine - likely benign (lipoma), MRI first", "Urgent - straight to biopsy clinic",
                      "Redirect - not sarcoma (vascular malformation)"])
    d.f("Decision: {cat}\nTriaged by: ", cat=cat)
    staff_ref(d, case, "surgeon", rng.choice(["full", "fi_l"]))
    d.f(" on {DATE:t} {tm}\n", t=case.ds(tr), tm=hhmm(rng))
    app = D(tr, rng.randint(3, 13))
    d.f("Appointment: {DATE:a} {tm}, Sarcoma Rapid Access Clinic, {LOC:b}, Room {LOC:r}\n", a=case.ds(app),
        tm=hhmm(rng, 8, 16), b=building(rng), r="%s%s" % (rng.randint(1, 4), L.digits(rng, 2)))
    if rng.random() < 0.5:
        d.f("MRI booked {DATE:m} {tm} (order {ID:o})\n", m=case.ds(D(tr, rng.randint(1, 6))), tm=hhmm(rng),
            o="ORD%s" % L.digits(rng, 7))
    d.t("Breach date (2WW/14 days): " if case.c == "GB" else rng.choice(["Target date (urgent, 14 days): ",
                                                                         "Seen-by target: "]))
    d.p("DATE", case.ds(D(rd, 14))).t("\n")
    if rng.random() < 0.6:
        d.t("Patient contacted on ").p("PHONE", case.phone_mob)
        k = rng.random()
        if k < 0.4:
            d.t(" - appt accepted.")
        elif k < 0.6:
            d.t(" - no answer, letter sent.")
        else:
            d.f(" - spoke to {rel} {FAM:n}, appt accepted.", rel=case.fam(0).rel, n=case.fam(0).fmt("f"))
        d.t("\n")
    if rng.random() < 0.5:
        d.t("Letter to referrer and copy to patient at ")
        addr_lines(d, case, case.addr, sep=", ")
        d.t(".\n")
    d.t("\n")
    audit(d, case, rng.choice(["clerk", "coordinator", "secretary"]), tr,
          ip=rng.random() < 0.6, verb=rng.choice(["Logged by", "Entered by", "Processed by"]))
    return d


# ------------------------------------------------------------------ histopathology
def histopathology(case):
    rng = case.rng
    d = Doc(case.us)
    t = case.tumour
    resection = rng.random() < 0.4
    rec = D(case.date, -rng.randint(2, 8))
    acc = "%s%s-%s" % (rng.choice(["S", "H", "SP", "HS", "B"]), rec.year % 100, L.digits(rng, 5))
    if rng.random() < 0.5:
        letterhead(d, case, rng.choice(["Department of Cellular Pathology", "Anatomical Pathology",
                                        "Histopathology Laboratory", "Bone Tumour Pathology Service"]), fax=True)
    else:
        d.p("HOSPITAL", case.centre).t(" - " + rng.choice(["Cellular Pathology", "Department of Pathology"]) + "\n")
    d.t("\n" + rng.choice(["HISTOPATHOLOGY REPORT", "SURGICAL PATHOLOGY REPORT", "Histology report"]) + "\n")
    d.f("Lab no: {ID:a}    Received: {DATE:r} {tm}    Reported: {DATE:p}\n", a=acc, r=case.ds(rec), tm=hhmm(rng),
        p=case.ds(D(rec, rng.randint(2, 9))))
    patient_header(d, case, rng.choice(["banner", "table", "kv", "sticker"]), phone=False, addr=rng.random() < 0.5)
    d.t("Requesting clinician: ")
    staff_ref(d, case, "surgeon", rng.choice(["full", "fi_l"]))
    d.t("   Location: ")
    if rng.random() < 0.5:
        d.p("HOSPITAL", case.ward)
    else:
        d.t(rng.choice(["Interventional Radiology", "Sarcoma Clinic", "Main Theatres", "Day Surgery"]))
        if rng.random() < 0.5:
            d.t(", ").p("HOSPITAL", case.centre)
    d.t("\nCopy to: ")
    staff_ref(d, case, "paed_onc" if case.age < 19 else "oncologist", "fi_l")
    if rng.random() < 0.4:
        d.t("; ")
        staff_ref(d, case, "gp", "fi_l")
        d.t(", ").p("HOSPITAL", case.gp_practice)
    d.t("\n\nCLINICAL DETAILS\n")
    age_phrase(d, case, rng.choice(["yo", "y", "sexage"]))
    if resection:
        d.f(". {nm} {site}, post {reg}. {proc}. Please assess margins and response.\n", nm=t["short"],
            site=site_text(case), reg=clin.REGIMEN_NAME.get(t["regimen"] or "", "pre-op RT 50 Gy/25#") if
            t["regimen"] else "pre-op RT 50 Gy/25#", proc=rng.choice(["Wide excision", "Resection", "En bloc resection"]))
    else:
        d.f(". {site} mass, MRI ?sarcoma. {how}.\n", site=site_text(case, True).capitalize(), how=rng.choice(
            ["US-guided core biopsy x4 (14G)", "CT-guided core biopsy x3 (11G coaxial)", "Open incisional biopsy",
             "Core biopsies x5, 16G, tract tattooed"]))
    d.t("\nMACROSCOPY\n")
    if resection:
        d.f("A. '{lab}': resection specimen {a} x {b} x {c} mm{bone}. Inked: {ink}. Tumour {s} mm, {cut}. "
            "Closest margin {m} mm ({mwhere}). Blocks A1-A{nb}{ms}.\n",
            lab=rng.choice(["Tumour thigh", "Distal femur", "Sarcoma en bloc", "Proximal tibia"]),
            a=rng.randint(90, 260), b=rng.randint(60, 140), c=rng.randint(40, 120),
            bone=", including %d mm of bone" % rng.randint(110, 220) if t["bone"] else "",
            ink="superficial blue, deep black, proximal green, distal yellow", s=rng.randint(32, 140),
            cut=rng.choice(["fleshy tan cut surface with haemorrhage", "gelatinous cut surface",
                            "white-grey whorled cut surface", "necrotic centre"]),
            m=rng.choice(["0.5", "1", "2", "4", "8", "12"]), mwhere=rng.choice(["deep", "posterior", "medial",
                                                                              "proximal soft tissue"]),
            nb=rng.randint(12, 38), ms="; full mid-slab mapped" if t["bone"] else "")
    else:
        d.f("A. '{lab}': {n} cores of {col} tissue, {a}-{b} mm. All embedded (A1-A{k}).\n",
            lab=rng.choice(["Core biopsy", "Thigh mass core", "Bone lesion core"]), n=rng.randint(3, 6),
            col=rng.choice(["pale tan", "white", "haemorrhagic", "grey-white gritty"]), a=rng.randint(4, 8),
            b=rng.randint(12, 22), k=rng.randint(2, 4))
    d.t("\nMICROSCOPY\n")
    mit = rng.randint(2, 38)
    d.f("{desc} Mitoses {m} per 10 HPF (1.7 mm2). Necrosis {n}. {lvi}\n", desc=clin.MICRO[t["key"]], m=mit, n=rng.choice(
        ["absent", "<50%", ">50%", "focal"]), lvi=rng.choice(["No LVI.", "LVI not identified.",
                                                              "Focal vascular invasion present."]))
    if resection:
        nec = rng.randint(40, 100)
        d.f("Response: {n}% necrosis / treatment effect{h}.\nMargins: R{r}; closest {m} mm {w}{fas}.\n", n=nec,
            h=" (Huvos grade %s)" % ("IV" if nec == 100 else "III" if nec >= 90 else "II" if nec >= 50 else "I")
            if t["bone"] else "", r=rng.choice(["0", "0", "0", "1"]), m=rng.choice(["0.5", "1", "2", "5"]),
            w=rng.choice(["deep", "posterior", "medial"]), fas=rng.choice([" (fascia intact)", "", " (periosteum)"]))
    d.f("\nIMMUNOHISTOCHEMISTRY\n{ihc}. Ki-67 approx {ki}%. {neg}.\n", ihc=t["ihc"], ki=rng.choice([5, 10, 15, 30,
                                                                                                     40, 60, 80]),
        neg=rng.choice(["CK, S100, desmin negative", "CD45 and CD3 negative", "SOX10 negative; MDM2 negative",
                        "CD34 negative, ERG negative"]))
    d.f("\nMOLECULAR\n{mol}", mol=t["mol"])
    if rng.random() < 0.5:
        d.f(" (referred to Molecular Diagnostics, {HOSP:h}; ref {ID:m})", h=rng.choice(
            [case.local_hosp, case.centre]), m="MOL%s" % L.digits(rng, 6))
    d.t(".\n\nDIAGNOSIS\n")
    d.f("A. {site}, {kind}: {nm}", site=site_text(case, True).capitalize(), kind="resection" if resection
        else "core biopsy", nm=t["name"].upper() if rng.random() < 0.4 else t["name"])
    if not t["bone"] and t["key"] not in ("desmoid", "alt"):
        dif = rng.randint(2, 3)
        ms = 1 if mit < 10 else (2 if mit < 20 else 3)
        nc = rng.randint(0, 2)
        g = 1 if dif + ms + nc <= 3 else (2 if dif + ms + nc <= 5 else 3)
        d.f(", FNCLCC grade {g} (differentiation {a}, mitoses {b}, necrosis {c})", g=g, a=dif, b=ms, c=nc)
    d.t(".\n")
    if resection:
        d.f("pT{t} pN0; R{r}.\n", t=rng.choice(["2", "3", "1", "4"]), r=rng.choice(["0", "0", "1"]))
    d.t("SNOMED: ")
    d.t(rng.choice(["M88303 T02130", "M91803 T11200", "M92203 T11160", "M92603 T11000", "M90403 T03000"]) + "\n")
    if rng.random() < 0.6:
        d.t("\nCOMMENT\nCase reviewed with ")
        d.t("Dr ").p("DOCTOR", pname(case))
        d.f(" (second opinion) who concurs. To be discussed at sarcoma MDT on {DATE:m}. ", m=case.ds(D(case.date,
                                                                                                        rng.randint(1, 6))))
        if rng.random() < 0.5:
            d.t("Result phoned to ")
            staff_ref(d, case, "keyworker", "full", title=False)
            d.f(" (CNS) {tm}.", tm=hhmm(rng))
        d.t("\n")
    d.t("\nReported by: ")
    sign(d, case, "pathologist", with_lic=rng.random() < 0.5)
    d.t("\n")
    audit(d, case, "pathologist", D(rec, rng.randint(2, 9)), verb=rng.choice(["Authorised", "Electronically "
                                                                              "authorised by", "Verified"]))
    return d


def pname(case):
    from core import make_person
    if not hasattr(case, "_path2"):
        case._path2 = make_person(case.rng, case.c)
    return case._path2.fmt(case.rng.choice(["full", "fi_l"]))
