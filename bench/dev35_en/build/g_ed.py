"""Emergency department notes."""
from phi import Doc, Phi
from case import build_case, base_ctx, hhmm
from common import (setup_common, staff, cred, pmh_items, meds_for, social_lines, vitals, signature, audit_footer,
                    cc_gp, ALLERGIES, age_sex)
from common import set_occ, exam_systems, labs_block, DISCHARGE_ADVICE, times_after
from sc_ed import ED

ADMIT = {"chest_pain", "asthma", "nof", "appendicitis", "urosepsis", "stroke", "copd", "dka_pump", "epb",
         "overdose"}
MDM = {
    "pedestrian": "Low-energy mechanism; no features requiring CT. Knee examination limited by pain - occult "
                  "tibial plateau fracture considered; plain films reassuring.",
    "chest_pain": "Differential includes ACS, PE, aortic dissection, pericarditis and GORD. Dynamic troponin rise "
                  "with ischaemic ECG changes supports NSTEMI. Low suspicion for dissection (equal arm BPs, normal "
                  "mediastinum). HEART score 7.",
    "asthma": "Features of acute severe asthma without life-threatening signs. No pneumothorax. Responded partially "
              "to bronchodilators; requires admission given previous admission and nocturnal symptoms.",
    "nof": "Mechanical fall with long lie; screened for rhabdomyolysis, AKI and pressure injury. Delirium screen "
           "(4AT) 2. Nutrition and falls assessment to follow on ward.",
    "assault": "Head injury without high-risk features apart from mechanism and intoxication; CT performed per "
               "guideline. Facial fracture requires OMFS follow-up. Safeguarding and police involvement noted.",
    "rtc": "Mechanism significant but haemodynamically stable throughout with reassuring imaging. Single rib "
           "fracture in a patient without respiratory compromise; suitable for discharge with analgesia.",
    "appendicitis": "Alvarado score 8. Differentials include mesenteric adenitis, ovarian pathology, renal colic "
                    "and gastroenteritis; imaging consistent with appendicitis.",
    "urosepsis": "Meets sepsis criteria (qSOFA 2). Urinary source most likely. Other sources considered: chest "
                 "clear, no abdominal signs, no skin source. Baseline function and ceiling of care discussed.",
    "anaphylaxis": "Anaphylaxis with respiratory and cutaneous involvement. Observed for biphasic reaction per "
                   "guideline. Education regarding autoinjector and allergen avoidance completed.",
    "syncope_ppm": "Syncope likely orthostatic (reproduced on standing, recent alpha-blocker). Arrhythmic cause "
                   "considered - device interrogation normal. No structural red flags.",
    "dka_pump": "DKA precipitated by pump delivery failure. No infective source identified. Fluid and potassium "
                "protocol commenced; hourly glucose and ketone monitoring.",
    "febrile_seizure": "Simple febrile seizure (single, generalised, <15 min) with identifiable source. No features "
                       "of meningitis or encephalitis; LP not indicated.",
    "laceration_work": "Simple laceration; tendon and nerve function formally tested and intact. No retained "
                       "foreign body on imaging.",
    "overdose": "Paracetamol level above treatment line at 4 h. No staggered component. Psychosocial assessment "
                "required before discharge; capacity assessed and present.",
    "stroke": "Within thrombolysis window, no contraindications identified after checklist. Large vessel occlusion "
              "on CTA - thrombectomy candidate.",
    "copd": "Infective exacerbation with type 2 respiratory failure; pneumonia on imaging. CURB-65 score 2.",
    "renal_colic": "Renal colic confirmed on CT; stone likely to pass spontaneously (<6 mm). No signs of "
                   "infection or AKI, so no urgent decompression required.",
    "epb": "Pregnancy of unknown location with pain; ectopic pregnancy must be excluded. Haemodynamically stable. "
           "Rhesus negative - anti-D indicated.",
    "back_pain": "Mechanical back pain without red flags. Cauda equina symptoms specifically asked about and "
                 "absent. No imaging indicated.",
    "intox": "Decreased GCS attributed to alcohol, but head injury and hypoglycaemia excluded. Improving GCS on "
             "serial observation.",
    "dog_bite": "Puncture wounds at high risk of infection; prophylactic antibiotics indicated. Rabies risk "
                "negligible (domestic animal, known vaccinated).",
}

ROS = ["ROS: Negative except as per HPI.", "Review of systems: 10-point ROS otherwise negative.",
       "ROS: no fevers, chills, headache, visual change, cough, dysuria or rash.",
       "Systems review: unremarkable apart from the above."]
TRIAGE = {"US": ["ESI 2", "ESI 3", "ESI 3", "ESI 4"], "CA": ["CTAS 2", "CTAS 3", "CTAS 3", "CTAS 4"],
          "UK": ["MTS orange", "MTS yellow", "MTS yellow", "MTS green"], "IE": ["MTS 2 (orange)", "MTS 3 (yellow)"],
          "AU": ["ATS 2", "ATS 3", "ATS 3", "ATS 4"], "NZ": ["ATS 2", "ATS 3", "ATS 3", "ATS 4"]}
MODE = ["ambulance", "private car", "walk-in", "ambulance", "police", "taxi"]


def pick_scenario(r, loc):
    return r.choice(ED)


def make(r, loc):
    sc = pick_scenario(r, loc)
    c = build_case(r, loc, "emergency_department", *sc["age"], sex=sc["sex"])
    X = base_ctx(c)
    setup_common(c, X)
    staff(c, X, "md", "doctor")
    staff(c, X, "md2", "doctor")
    staff(c, X, "rn", "nurse")
    staff(c, X, "rn2", "nurse")
    staff(c, X, "res", "resident")
    set_occ(c, X, sc.get("occ"))
    X["mode"] = c.ch(MODE) if sc["key"] not in ("intox",) else "police"
    X["triage"] = c.ch(TRIAGE[loc])
    opts = [h if isinstance(h, str) else h[2] for h in sc["hpi"]
            if isinstance(h, str) or h[0] <= c.age <= h[1]]
    X["hpi"] = c.ch(opts)
    X["sick"] = sc["key"] in ("urosepsis", "copd", "dka_pump", "asthma", "anaphylaxis")
    layouts = {"US": [us_ehr, us_ehr, dictated, triage_nursing, au_summary],
               "CA": [us_ehr, dictated, triage_nursing, au_summary, uk_clerk],
               "UK": [uk_clerk, uk_clerk, gp_letter, triage_nursing, dictated],
               "IE": [uk_clerk, gp_letter, triage_nursing, au_summary],
               "AU": [au_summary, au_summary, gp_letter, triage_nursing, uk_clerk, dictated],
               "NZ": [au_summary, gp_letter, triage_nursing, uk_clerk]}[loc]
    fn = c.ch(layouts)
    d = Doc()
    fn(c, X, sc, d)
    return c, d, fn.__name__


COURSE = [
    "Seen by {Dr} {md_l}; history and examination as above.",
    "IV access obtained, bloods sent (specimen {spec}).",
    "Analgesia given as charted; pain improved from 8/10 to 4/10.",
    "Results reviewed with {res_Fl} ({res_cred}).",
    "{f1_rel_cap} {f1_f} arrived and was updated with the patient's permission.",
    "Case discussed with {Dr} {md2_l}; plan agreed.",
    "Repeat observations stable. " + "Tolerating oral fluids.",
    "Imaging reviewed; radiology report pending at time of writing (acc {acc_no}).",
    "Patient moved from triage to cubicle {bed}.",
    "Handover to {rn2_Fl}, nurse in charge.",
]


def course(c, X, d, title):
    d.t(title + "\n")
    times = times_after(c, X["t2"], 6)
    items = list(COURSE)
    c.r.shuffle(items)
    for t, it in zip(times, items[:c.r.randint(4, 6)]):
        d.w(t + "  " + it + "\n", X)
    d.t("\n")


def body_sections(c, X, sc, d, H):
    """H: dict of header strings."""
    w = d.w
    w(H["hpi"] + "\n" + X["hpi"] + "\n\n", X)
    if c.p(0.5):
        d.t(c.ch(ROS) + "\n\n")
    items = pmh_items(c, X)
    d.t(H["pmh"] + "\n")
    if not items:
        d.t("Nil significant.\n")
    for it in items:
        d.t(H.get("bullet", "- "))
        d.add(it)
        d.t("\n")
    meds = meds_for(c)
    d.t("\n" + H["meds"] + " " + ("; ".join(meds) if meds else "None regular.") + "\n")
    d.t(H["all"] + " " + c.ch(ALLERGIES) + "\n\n")
    d.t(H["sh"] + "\n")
    for ln in social_lines(c, X):
        w(ln + "\n", X)
    d.t("\n" + H["exam"] + "\n" + vitals(c, sick=X["sick"]) + "\n")
    w(sc["exam"] + "\n", X)
    if c.p(0.6):
        d.t(exam_systems(c, skip=("Neuro",) if X["sick"] else ()) + "\n")
    d.t("\n")
    w(H["ix"] + "\n" + sc["ix"] + "\n", X)
    if c.p(0.6):
        d.t(labs_block(c, X["sick"]) + "\n")
    d.t("\n")
    if c.p(0.7):
        w(H.get("mdm", "MDM:") + " " + MDM[sc["key"]] + "\n\n", X)
    if c.p(0.5):
        course(c, X, d, H.get("course", "ED course:"))
    w(H["imp"] + " " + sc["imp"] + "\n\n", X)
    w(H["plan"] + "\n" + sc["plan"] + "\n", X)
    if c.p(0.5) and sc["key"] not in ADMIT:
        d.t(c.ch(DISCHARGE_ADVICE) + "\n")


def us_ehr(c, X, sc, d):
    w = d.w
    r = c.r
    w("{fac}\n", X)
    w(c.ch(["Emergency Department Provider Note", "ED PHYSICIAN DOCUMENTATION", "Emergency Medicine Note"]) + "\n\n", X)
    if c.p(0.5):
        w("Patient: {pt_LFU}    MRN: {mrn}    FIN: {acct}\nDOB: {dob}    Age: {age} yrs    Sex: {sx}\n", X)
    else:
        w("Name: {pt_lf}\nMRN: {mrn} | Encounter: {acct}\nDOB: {dob} (" + age_sex(c, X) + ")\n", X)
    w("Address: {addr}\nPhone: {ph_m}\n", X)
    if c.p(0.6):
        w("Insurance: {insurer}, {hp_l} {hp}\n", X)
    if c.p(0.25):
        w("{ssn_l}: {ssn}\n", X)
    if c.p(0.15):
        w("Identity: verified by palm-vein scan at registration (biometric ID {bio})\n", X)
    w("Arrival: {dv} {t1} by {mode}    Triage: {triage}    Room: {room}\n", X)
    w("PCP: {gp_lf}, {gp_practice} ({gp_ph})\n", X)
    w("Attending: {md_m}" + cred(X, "md") + "\n", X)
    if c.p(0.5):
        w("Resident: {res}" + cred(X, "res") + "\n", X)
    d.t("\n")
    w("CHIEF COMPLAINT: " + sc["cc"] + "\n\n", X)
    if c.p(0.5):
        w("TRIAGE NOTE ({t1}, {rn}" + cred(X, "rn") + "): " + sc["cc"] + ". " + vitals(c, sick=X["sick"], style="line") +
          ". Allergies reviewed. Fall risk screen " + c.ch(["negative", "positive - yellow socks applied"]) +
          ". Pain " + str(c.r.randint(3, 9)) + "/10.\n\n", X)
    body_sections(c, X, sc, d, dict(hpi="HISTORY OF PRESENT ILLNESS:", pmh="PAST MEDICAL/SURGICAL HISTORY:",
                                     meds="HOME MEDICATIONS:", all="ALLERGIES:", sh="SOCIAL HISTORY:",
                                     exam="PHYSICAL EXAM:", ix="ED COURSE / RESULTS:", imp="IMPRESSION:",
                                     plan="PLAN / DISPOSITION:"))
    w("\nFollow up with PCP {Dr} {gp_l} within 2-3 days ({gp_ph}). Results and discharge instructions are available "
      "on the patient portal: {fac_url}\n\n", X)
    if c.p(0.35):
        X["scribe_obj"] = staff(c, X, "scr", "scribe")
        w("Scribe attestation: I, {scr}, am scribing for and in the presence of {Dr} {md_l}.\n"
          "Provider attestation: I personally performed the services described and reviewed the scribe's "
          "documentation.\n\n", X)
    for s in signature(c, X, "md", c.ch(["esig", "slash", "reg"])):
        w(s, X)
    if c.p(0.55):
        w(audit_footer(c, X), X)


def uk_clerk(c, X, sc, d):
    w = d.w
    w(c.ch(["{ae} CLERKING - {fac}", "EMERGENCY DEPARTMENT - {fac}", "{fac} | Emergency Department"]) + "\n", X)
    w(c.ch(["Name: {pt_LF}   DOB: {dob}   Hosp No: {mrn}\n", "{pt_LFU}  |  {dob}  |  {mrn}\n",
            "Patient: {pt}  (" + age_sex(c, X) + ")  DOB {dob}  MRN {mrn}\n"]), X)
    w("{hp_l}: {hp}\nAddress: {addr}\nTel: {ph_m}\n", X)
    w("NOK: {f1} ({f1_rel}) {f1_ph}\nGP: {Dr} {gp_l}, {gp_practice}\n", X)
    if c.loc == "IE" and c.p(0.4):
        w("PPSN: {ssn}\n", X)
    elif c.loc == "UK" and c.p(0.1):
        w("NI No: {ssn}\n", X)
    w("Arrived {dv} {t1} via {mode}. Triage: {triage}. Location: Majors cubicle {bed}.\n", X)
    w("Seen {t2} by {Dr} {md_Fl} ({md_cred})\n\n" if X["md_cred"] else "Seen {t2} by {Dr} {md_Fl}\n\n", X)
    w("PC: " + sc["cc"] + "\n\n", X)
    body_sections(c, X, sc, d, dict(hpi="HPC:", pmh="PMH:", meds="DH:", all="Allergies:", sh="SH:", exam="O/E:",
                                     ix="Ix:", imp="Imp:", plan="Plan:", bullet="  * "))
    if c.p(0.4):
        w("\nDiscussed with {Dr} {md2_l} (consultant) who agrees with plan.\n", X)
    d.t("\n")
    for s in signature(c, X, "md", c.ch(["uk", "bleep", "reg"])):
        w(s, X)
    if c.p(0.3):
        w(cc_gp(c, X), X)


def dictated(c, X, sc, d):
    w = d.w
    staff(c, X, "tr", "scribe")
    w("{fac}\nEMERGENCY DEPARTMENT REPORT\n\n", X)
    w("PATIENT NAME: {pt_LFU}\nMEDICAL RECORD #: {mrn}\nACCOUNT #: {acct}\nDATE OF SERVICE: {dv}\n"
      "DATE OF BIRTH: {dob}\nATTENDING PHYSICIAN: {md_m}" + cred(X, "md") + "\n"
      "PRIMARY CARE: {gp_m}\n\n", X)
    w("This is {Dr} {md} dictating an emergency department note on {pt}, date of service {dvl}.\n\n", X)
    w("CHIEF COMPLAINT: " + sc["cc"].lower() + ".\n\n", X)
    w("HISTORY OF PRESENT ILLNESS: " + X["hpi"] + "\n\n", X)
    items = pmh_items(c, X)
    d.t("PAST MEDICAL HISTORY: ")
    if items:
        for i, it in enumerate(items):
            d.add(it)
            d.t(", " if i < len(items) - 1 else ".")
    else:
        d.t("Noncontributory.")
    d.t("\n\n")
    w("SOCIAL HISTORY: " + " ".join(social_lines(c, X)) + "\n\n", X)
    w("PHYSICAL EXAMINATION: " + vitals(c, sick=X["sick"], style="line") + ". " + sc["exam"] + "\n\n", X)
    w("EMERGENCY DEPARTMENT COURSE: " + sc["ix"] + " " + sc["plan"] + "\n\n", X)
    w("MEDICAL DECISION MAKING: " + MDM[sc["key"]] + "\n\n", X)
    w("FINAL DIAGNOSIS: " + sc["imp"] + "\n\n", X)
    w("The patient's {f1_rel}, {f1}, was present for the discussion and agrees with the plan. Questions "
      "answered.\n\n", X)
    w("{md_m}" + cred(X, "md") + "\n", X)
    w("D: {dv} {T1}\nT: {d_next} {T2}\nJob #: {job}\n{md_INI}/{tr_lc}\n", X)
    if c.p(0.4):
        w("cc: {gp_m}, {gp_practice}, fax {gp_fax}\n", X)


def gp_letter(c, X, sc, d):
    w = d.w
    w("{fac}\nEmergency Department\n{fac_addr_ml}\nTel {fac_ph}   Fax {fac_fax}\n\n", X)
    w("{dvl}\n\n", X)
    w("{Dr} {gp_Fl}\n{gp_practice}\n{gp_addr_ml}\n\n", X)
    w("Dear {Dr} {gp_l},\n\n", X)
    w("Re: {pt}, DOB {dob}\n{hp_l} {hp}   Hospital No {mrn}\n{addr}\n\n", X)
    w("Your patient attended our department on {dv_wd} and was seen by me. " + X["hpi"] + "\n\n", X)
    w("Diagnosis: " + sc["imp"] + "\n\n", X)
    w("Examination: " + sc["exam"] + "\n\n", X)
    w("Investigations: " + sc["ix"] + "\n\n", X)
    w("Assessment: " + MDM[sc["key"]] + "\n\n", X)
    w("Management and plan: " + sc["plan"] + "\n\n", X)
    w(c.ch(["I would be grateful if you could review {r} in the practice within a week.",
            "No specific GP action is required, but please see {him} if symptoms persist.",
            "Please arrange a follow-up appointment around {d_fu}."]) + "\n\n", X)
    w("Yours sincerely,\n\n{Dr} {md}\n" + (X["md_cred"] + ", " if X["md_cred"] else "") +
      "Emergency Medicine\n{md_ll} {md_lic}\n", X)
    if c.p(0.5):
        w("cc: {pt} (patient), {addr}\n", X)


def triage_nursing(c, X, sc, d):
    w = d.w
    r = c.r
    w(c.ch(["TRIAGE - {dv} {t1}\n", "TRIAGE {dv_wds} {t1}\n"]), X)
    w("Pt: {pt_LF} | " + age_sex(c, X) + " | MRN {mrn} | Acuity: {triage}\n", X)
    w("Arrived by {mode}, accompanied by {f1_rel} {f1_f}. " + sc["cc"] + ".\n", X)
    w("Obs: " + vitals(c, sick=X["sick"], style="slash") + "\n", X)
    w("Allergies: " + c.ch(ALLERGIES) + "\n", X)
    w("Triage RN: {rn}" + cred(X, "rn") + "\n", X)
    if c.p(0.12):
        w("ID band applied; biometric ID {bio} linked to record.\n", X)
    d.t("\n")
    w("NURSING NOTES - {fac}\n", X)
    times = times_after(c, X["t1"], 6)
    first = "Pt moved to bay {bed}. Call bell in reach. {f1_f} at bedside."
    mid = [
        "IV cannula 20G L ACF, bloods sent (spec {spec}). Pain score 7/10, analgesia given as charted.",
        "Seen by {Dr} {md_l}. " + sc["imp"],
        "{f1_rel_cap} {f1} asked to be called with updates on {f1_ph}.",
        "Obs: " + vitals(c, sick=X["sick"], style="line") + ".",
        "Handed over to {rn2} at shift change.",
        "Pt's belongings (phone, wallet, keys) with {f1_f}.",
        "pt asking for {f1_low} - " + c.ch(["phoned {f1_rel}, on way in", "{f1_rel} {f1_low} aware, will visit"]) + ".",
    ]
    r.shuffle(mid)
    last = "Ward ({ward}) aware, bed requested." if sc["key"] in ADMIT else "Discharge advice given, leaflet provided."
    lines = [first] + mid[:4] + [last]
    for t, ln in zip(times, lines):
        w(t + " " + ln + " - {rn_INI}\n", X)
    d.t("\nMEDICAL ENTRY\n")
    w("HPI: " + X["hpi"] + "\n", X)
    w("Exam: " + sc["exam"] + "\n", X)
    w("Ix: " + sc["ix"] + "\n", X)
    if c.p(0.5):
        w("MDM: " + MDM[sc["key"]] + "\n", X)
    w("Dx: " + sc["imp"] + "\nPlan: " + sc["plan"] + "\n", X)
    for s in signature(c, X, "md", c.ch(["plain", "esig", "bleep"])):
        w(s, X)
    if c.p(0.4):
        w(audit_footer(c, X, "rn"), X)


def au_summary(c, X, sc, d):
    w = d.w
    w("EMERGENCY DEPARTMENT DISCHARGE SUMMARY\n{fac} | {fac_addr}\n", X)
    w("Ph {fac_ph}  Fax {fac_fax}\n\n", X)
    id_label = {"NZ": "NHI", "AU": "UR", "IE": "MRN", "UK": "Hosp No", "US": "MRN", "CA": "Chart #"}[c.loc]
    w("Patient: {pt_LFU}    " + id_label + ": {mrn}\n", X)
    w("DOB: {dob}   Sex: {Sex}   Age: {age}\n", X)
    w("Address: {addr}\n", X)
    w("Phone: {ph_m} (mob) / {ph_h} (home)\n", X)
    w("{hp_l}: {hp}\n", X)
    if c.p(0.3):
        w("E-mail: {email}\n", X)
    w("Arrival: {dv} {t1}    Departure: {dv} {t3}    Episode: {acct}\n", X)
    w("Treating clinician: {Dr} {md} ({md_cred})\n\n" if X["md_cred"] else "Treating clinician: {Dr} {md}\n\n", X)
    w("Presenting problem: " + sc["cc"] + "\n\n", X)
    w("History:\n" + X["hpi"] + "\n\n", X)
    items = pmh_items(c, X)
    if items:
        d.t("Background:\n")
        for it in items:
            d.t("  - ")
            d.add(it)
            d.t("\n")
        d.t("\n")
    w("Examination:\n" + sc["exam"] + "\n\n", X)
    w("Investigations:\n" + sc["ix"] + "\n", X)
    if c.p(0.5):
        d.t(labs_block(c, X["sick"]) + "\n")
    d.t("\n")
    w("Diagnosis: " + sc["imp"] + "\n\n", X)
    w("Clinical reasoning: " + MDM[sc["key"]] + "\n\n", X)
    if c.p(0.5):
        course(c, X, d, "Progress in department:")
    w("Management / Disposition:\n" + sc["plan"] + "\n\n", X)
    if c.p(0.4) and sc["key"] not in ADMIT:
        w("Advice to patient: " + c.ch(DISCHARGE_ADVICE) + "\n\n", X)
    if c.p(0.12):
        w("Centrelink/pension no. (for transport subsidy): {ssn}\n" if c.loc == "AU" else "{ssn_l}: {ssn}\n", X)
    if c.p(0.1):
        w("Patient identity confirmed by biometric wristband scan ({bio}).\n", X)
    w("GP: {Dr} {gp}, {gp_practice}, {gp_addr}\n", X)
    w(c.ch(["Summary sent electronically to {gp_email}\n", "Summary faxed to {gp_fax} on {d_signed}\n",
            "Copy given to patient.\n"]), X)
    for s in signature(c, X, "md", c.ch(["reg", "plain", "esig"])):
        w(s, X)
    if c.p(0.35):
        w(audit_footer(c, X), X)
