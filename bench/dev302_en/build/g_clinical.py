"""Genres: injury documentation form, handover to hospital ED,
custody healthcare incident report."""
import clin as K
import common as C
import phi as H
import pools as P
from doc import Doc


def tm(c):
    r = c.rng
    return c.ft(r.randint(0, 23), r.randint(0, 59))


ACCOUNTS = ["They put me on the floor and knelt on my back", "I fell over outside the pub before they got me",
            "The cuffs were too tight, I told them", "Got punched by some lad in the queue", "I hit the wall myself in the van",
            "Dog bit me when I ran", "Banged my head on the car door", "Don't remember, I was too drunk"]


def injury_form(c):
    r = c.rng
    d = Doc()
    C.header(d, c, r.choice(["Injury Documentation Form", "Record of Injuries - Body Map", "Forensic Injury Assessment",
                             "Documentation of Injuries in Custody"]))
    C.pt_block(d, c, ["name", "dob", "sex", "custody", "pnc"], style=r.choice(["lines", "pipe", "inline"]))
    d.t("Requested by: ")
    c.sgt_ref(d)
    d.t(r.choice([" (use of force on arrest)", " (DP alleges assault by police)", " (injuries noted at booking)",
                  " (complainant's injuries - victim exam)"]) + ".\n")
    d.t("Consent: informed consent obtained for examination, documentation and photography. Chaperone: ")
    if r.random() < 0.5:
        c.staff(d, c.nurse2, r.choice(["RGN", "RN"]), form=r.choice(["full", "fil"]))
    else:
        c.officer_ref(d, 2)
    d.w(". Time of examination {_} on {DATE}. Handedness: {_}.\n\n", tm(c), c.fn(), r.choice(["right", "left"]))
    d.t("ACCOUNT\n")
    d.t("DP states: \"" + r.choice(ACCOUNTS) + "\". ")
    d.w("Incident said to have occurred at {_} near the {LOCATION_OTHER}, {STREET}, {CITY}.\n", tm(c), r.choice(P.LANDMARKS),
        H.street(r, c.cc).split(", ")[-1], c.station_town)
    d.t("Officer account (")
    c.officer_ref(d, 1)
    d.w("): {_}. Use of force form ref {IDNUM}.\n\n", r.choice(["arm lock and handcuffs applied, taken to ground", "DP resisted, limb restraints used",
                                                               "no force used other than handcuffing", "incapacitant spray used x1"]),
        "UOF-%02d-%s" % (c.yy, H.dg(r, 5)))
    d.t("FINDINGS\n")
    inj = K.injuries(r, r.randint(3, 7))
    tbl = r.random() < 0.6
    if tbl:
        d.t("No | Site                              | Description                                   | Photo\n")
    for i, (site, desc) in enumerate(inj):
        if tbl:
            d.w("{_}  | {_} | {_} | {IDNUM}\n", str(i + 1).rjust(2), site.ljust(33), desc.ljust(45), "PH%02d-%s" % (c.yy, H.dg(r, 4)))
        else:
            d.t("%d. %s: %s.\n" % (i + 1, site[0].upper() + site[1:], desc))
    d.t("Other: " + K.neuro(r) + ". Range of movement full at all joints examined. " + K.obs(r, c, compact=True) + ".\n")
    d.w("Photographs taken on camera asset {DEVICE}; scale used. Body maps (anterior/posterior) attached.\n\n", "CAM-" + H.dg(r, 5))
    d.t("OPINION\n")
    op = r.choice([
        "Injuries 1-3 are fresh (< 24 h) and consistent with the account of restraint; circumferential marks at both wrists are typical of handcuff application.",
        "Bruising at the forearm is consistent with a defensive posture; colour does not allow reliable ageing.",
        "Findings consistent with a fall onto an outstretched hand; clinical suspicion of scaphoid injury (anatomical snuffbox tenderness).",
        "Minor injuries only. No features of head injury requiring CT per NICE CG176 criteria.",
        "BITE",
    ])
    if op == "BITE":
        d.w("Bite mark consistent with canine dentition; wound cleaned, tetanus status up to date (last booster {DATE}).\n",
            str(c.date.year - r.randint(1, 9)))
    else:
        d.t(op + "\n")
    d.t("Plan: " + r.choice(["simple analgesia; fit to detain", "steri-strips x3 applied; review wound at release",
                             "X-ray R hand to exclude boxer's fracture", "refer to ED for CT head"]) + ".")
    if r.random() < 0.5:
        d.w(" Referred to {HOSPITAL} on release; letter given.", c.hosp)
    d.t("\n\n")
    C.sign(d, c, r.choice(["doc", "doc", "nurse"]))
    C.footer(d, c)
    return d


ED_SIT = [
    ("found difficult to rouse at routine check", "Please assess for CT head and toxicology; GCS dropped from 15 to 12 over 1 h."),
    ("reported head injury with vomiting x2", "Please assess for CT head (NICE CG176 criteria met: vomiting x2)."),
    ("collapsed in cell - witnessed seizure lasting ~3 min", "Please assess post-ictal state; known epilepsy, valproate missed x1."),
    ("chest pain radiating to L arm, onset 40 min", "ECG and troponin please; aspirin 300 mg given at custody."),
    ("cut L forearm with glass concealed in clothing", "Wound exploration and closure; please refer to liaison psychiatry."),
    ("ingested unknown quantity of pills before arrest (stated)", "Please assess ?overdose - paracetamol level due at 4 h post ingestion."),
    ("BM 2.6 despite oral glucose", "Please assess hypoglycaemia; insulin glargine given 22:00 last night."),
    ("acute confusion; query alcohol withdrawal delirium", "Please consider admission for IV Pabrinex and withdrawal management; not fit to return tonight."),
]


def ed_handover(c):
    r = c.rng
    d = Doc()
    triage = {"UK": "MTS " + r.choice(["orange", "yellow", "red"]), "IE": "MTS " + r.choice(["orange", "yellow"]),
              "AU": "ATS " + str(r.randint(2, 4)), "CA": "CTAS " + str(r.randint(2, 4)), "US": "ESI " + str(r.randint(2, 4))}[c.cc]
    k = r.randint(0, 1)
    if k == 0:
        d.w("HANDOVER TO EMERGENCY DEPARTMENT - {HOSPITAL}\n", c.hosp)
        d.w("From: custody healthcare, {LOCATION_OTHER} ({ORGANIZATION})   Tel {PHONE}   Bleep {PHONE}\n",
            c.station, c.provider, c.prov_phone, H.pager(r))
        d.w("Date: {DATE}   Time of call: {_}   Ambulance ref: {IDNUM}\n\n", c.fd(), tm(c), "AMB" + H.dg(r, 7))
        d.t("PATIENT\n")
        C.pt_block(d, c, ["name", "dob", "hid", "mrn", "addr", "gp", "kin"], style="lines")
    else:
        d.w("{ORGANIZATION} - SBAR transfer note\nTo: {HOSPITAL} {_}\n", c.provider, c.hosp, r.choice(c.T["ed"]))
        d.w("Patient: {PATIENT}  DOB {DATE}  ", c.pt.name(r.choice(["LF", "full", "LFM"])), c.fdob())
        d.w("{_} {MRN}   {_}: ", r.choice(["Hosp no", "MRN"]), c.mrn, c.hid[0])
        d.p(c.hid[1], c.hid[2])
        d.w("\nCustody ref {IDNUM} | Date {DATE}\n\n", c.custody_no, c.fd())
    d.t("S - SITUATION\n")
    c.age_phrase(d)
    sit, rec = r.choice(ED_SIT)
    d.w(" in custody since {_} {DATE}, " + sit + ".\n", tm(c), c.fn())
    d.t("Triage at custody: " + triage + ". NOT FIT TO DETAIN - transfer to " + r.choice(c.T["ed"]) + " by ambulance.\n\nB - BACKGROUND\n")
    d.t("; ".join(K.pmh(r, r.randint(1, 3))) + ". Meds: " + "; ".join(K.meds(r, r.randint(1, 2))) + ". Allergies: " + r.choice(K.ALLERGY) + ".\n")
    d.w("Previous attendance at {HOSPITAL} on {DATE} (attendance no. {ACCOUNT}).\n", c.hosp, c.fd(c.ago(20, 500)), c.acct)
    if c.job and r.random() < 0.4:
        d.w("Social: {PROFESSION}, lives with {_} {FAMILY}.\n", c.job, c.kin_rel, c.kin.name("first"))
    d.t("\nA - ASSESSMENT\n")
    h0 = r.randint(0, 20)
    for j in range(r.randint(2, 3)):
        d.w("{_}  ", c.ft(h0 + j, r.choice([0, 10, 15, 20, 30, 40, 45, 50])))
        d.t(K.obs(r, c, compact=True) + "\n")
    d.t(K.neuro(r) + ". " + K.withdrawal(r) + ".\n")
    d.t("Given in custody: " + r.choice(["naloxone 400 mcg IM x2 at ", "Glucogel 1 tube at ", "oxygen 15 L NRB from ",
                                         "diazepam 10 mg PO at ", "nil"]))
    if not d.buf[-1].endswith("nil"):
        d.t(tm(c))
    d.t(".\n\nR - RECOMMENDATION\n")
    d.t(rec + "\n")
    d.t("Police escort: ")
    c.officer_ref(d, 1)
    d.t(" and ")
    c.officer_ref(d, 2)
    d.t(". The " + c.det() + " remains under arrest; handcuffs may be removed at clinician request.\n")
    d.w("Crew: paramedics {DOCTOR} and {DOCTOR} (call sign {_}).\n", c.nurse2.name(r.choice(["full", "fil"])),
        c.eddoc.name("first") + " " + H.person(r).last if r.random() < 0.5 else H.person(r).name("full"),
        r.choice(["D41", "Romeo 12", "E7", "Medic 52", "AV31"]))
    d.w("Handed over to {DOCTOR} (nurse in charge) at {_}; placed in {_} bay {LOCATION_OTHER}.\n",
        H.person(r).name(r.choice(["full", "fil", "first"])), tm(c), r.choice(["Resus", "Majors", "Cubicle", "Acute"]), str(r.randint(1, 20)))
    d.w("ED clinician: Dr {DOCTOR}. Please return discharge letter with DP or email {EMAIL}; fax {FAX}.\n\n",
        c.eddoc.name(r.choice(["last", "full"])), H.generic_email(r, "custody.hcp"), H.phone(r, c.cc, "land"))
    C.sign(d, c, "nurse")
    C.footer(d, c, prob=0.5)
    return d


SCEN = [
    ("Self-harm in cell", " with superficial lacerations to L forearm using a broken plastic cup.",
     "Wounds cleaned and closed with steri-strips; no tendon involvement.", "Cup issued with meal not retrieved at next visit.",
     "Use paper cups only for detainees with self-harm markers; retrieve utensils after meals."),
    ("Ligature found during cell search", " with a ligature made from sock fibres around neck; cut off immediately with anti-ligature knife.",
     "No marks on neck beyond faint erythema; constant observation (level 3) commenced.", "Socks not removed at booking despite self-harm marker.",
     "Reinforce removal of ligature risks at booking; review anti-ligature clothing stock."),
    ("Medication error - wrong dose administered", " distressed, stating he had been given 'two lots' of methadone.",
     "Obs 15-minutely for 2 h; naloxone drawn up; RR remained > 12.", "Dose given by day HCP not documented on the custody record.",
     "Single shared record for controlled drug administration; second-person check for all CDs."),
    ("Missed medication (insulin)", " distressed, stating insulin missed at 22:00.",
     "BM 16.8 mmol/L, ketones 0.4; insulin administered and BM rechecked hourly.", "Handover at shift change did not include the timed dose.",
     "Insulin doses to be entered as timed alerts on the custody record, not only on the healthcare record."),
    ("Seizure in cell", " on floor of cell, post-ictal, tongue bitten.",
     "Recovery position, airway maintained; ambulance requested (cat 2).", "Antiepileptic medication not obtained from home address.",
     "Escalate verification of antiepileptic medication within 2 hours of booking."),
    ("Ambulance transfer - unresponsive detainee", " unresponsive to voice, RR 6, pinpoint pupils.",
     "Naloxone 400 mcg IM given x2 with good response; ambulance requested.", "Detainee concealed drugs internally; not declared.",
     "Consider level 3 observations where two or more risk markers present."),
    ("Fall in custody", " on the floor beside the bench, small laceration to forehead.",
     "Head injury assessment; GCS 15, wound closed with glue. Low bench mattress provided.", "Detainee intoxicated and unsteady; placed in standard cell.",
     "Intoxicated detainees to be placed in low-level cells where available."),
    ("Assault on HCP", " agitated in the medical room; kicked out at the nurse during obs.",
     "HCP uninjured apart from bruise to shin; assessment completed with two officers present.", "Medical room door layout prevents escape route.",
     "Risk-assess room layout; HCP to sit nearest the door."),
]


def incident_report(c):
    r = c.rng
    d = Doc()
    cat, found, act, factor, learn = r.choice(SCEN)
    d.w("{ORGANIZATION}\nCUSTODY HEALTHCARE INCIDENT REPORT\n", c.provider)
    d.w("Incident ref: {IDNUM}    Reported: {DATE} {_}\n", H.idnum(r, "datix", c.yy), c.fd(c.d2), tm(c))
    d.w("Location: {LOCATION_OTHER}, cell {LOCATION_OTHER}    Date of incident: {DATE}    Time: {_}\n", c.station, c.cell,
        c.fd(), tm(c))
    d.t("Category: " + cat + "    Harm: " + r.choice(["no harm", "low", "moderate", "near miss"]) + "\n")
    d.t("Reported by: ")
    c.staff(d, c.nurse, c.nurse_cred, form="full")
    d.w("   Email {EMAIL}   Tel {PHONE}\n", H.email(r, c.nurse), c.prov_phone)
    d.t("Detained person: ")
    d.p(c.pt.name(r.choice(["full", "LF", "init"])), "PATIENT")
    d.w(" (custody no {IDNUM}, DOB {DATE}), ", c.custody_no, c.fdob())
    c.age_phrase(d)
    d.t("\n\n")
    d.t("BACKGROUND\n")
    d.w("Arrested {DATE} for ", c.fn())
    d.t(r.choice(["shoplifting", "assault", "drug offences", "breach of bail", "public order offence", "drink driving"]))
    d.t(". Booking risk assessment: " + r.choice(["self-harm marker", "drugs marker", "no markers", "epilepsy, diabetes"]) + ". ")
    d.t("Initial HCP assessment at ")
    d.w("{_} by ", tm(c))
    c.staff(d, c.nurse2, r.choice(["RGN", "RN", "Paramedic"]), form=r.choice(["full", "fil"]))
    d.t(": " + K.decision(r, True) + "\n\n")
    d.t("DESCRIPTION OF EVENTS\n")
    h, m = r.randint(0, 21), r.randint(0, 40)
    d.w("{_} - ", c.ft(h, m))
    d.t(r.choice(["Detention officer ", "Custody officer ", "Gaoler "]))
    d.p(c.officer2.name(r.choice(["full", "last"])), "FAMILY")
    d.t(" found ")
    c.pt_ref(d)
    d.t(found + "\n")
    d.w("{_} - HCP ", c.ft(h, m + 3))
    c.staff(d, c.nurse, c.nurse_cred, form=r.choice(["fil", "last"]))
    d.t(" attended. " + K.obs(r, c, compact=True) + ".\n")
    d.w("{_} - " + act + "\n", c.ft(h, m + 9))
    d.w("{_} - Duty inspector ", c.ft(h + 1, r.randint(0, 59)))
    d.p(c.sgt.name(r.choice(["full", "last"])), "FAMILY")
    d.t(" informed; ")
    if r.random() < 0.5:
        d.w("{_} {FAMILY} (NOK) informed by telephone on {PHONE}.\n", c.kin_rel, c.kin.name(r.choice(["full", "first"])), c.kin_phone)
    else:
        d.t("referral to professional standards considered.\n")
    d.t("\nCONTRIBUTORY FACTORS\n- " + factor + "\n- Staffing: " + r.choice(["1 HCP covering 2 suites", "full complement", "agency HCP on first shift"]) + ".\n")
    d.t("\nIMMEDIATE ACTIONS\n")
    d.w("Clinical lead Dr {DOCTOR} informed {DATE}. ", c.fme.name(r.choice(["last", "full"])), c.fd(c.d2))
    d.w("BWV from {DEVICE} and cell CCTV preserved. ", H.serial(r, "bwv"))
    d.t(r.choice(["IOPC referral made by force." if c.cc == "UK" else "Ombudsman notified.", "Safeguarding referral completed.",
                  "Staff debrief held.", "No external referral required."]) + "\n")
    if r.random() < 0.5:
        d.w("Follow-up: DP seen at {HOSPITAL}, discharged back to custody {DATE} {_} with letter.\n", c.hosp, c.fd(c.d2), tm(c))
    d.t("\nLEARNING\n" + learn + "\n\n")
    d.t("Manager review: ")
    d.p(H.person(r).name("full"), "DOCTOR")
    d.w(", Custody Healthcare Manager, {DATE}. Status: {_}.\n", c.fd(c.d2), r.choice(["open", "closed", "awaiting RCA"]))
    C.footer(d, c, prob=0.6)
    return d


GENRES = {"injury_documentation": injury_form, "ed_handover": ed_handover, "custody_incident_report": incident_report}
