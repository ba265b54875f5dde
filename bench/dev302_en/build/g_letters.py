"""Genres: liaison and diversion referral, detainee release advice letter,
request to GP for medical information (own genre)."""
import clin as K
import common as C
import phi as H
import pools as P
from doc import Doc


def tm(c):
    r = c.rng
    return c.ft(r.randint(0, 23), r.randint(0, 59))


def court(c):
    return c.rng.choice({"UK": ["{t} Magistrates' Court", "{t} Crown Court"], "IE": ["{t} District Court"],
                         "AU": ["{t} Magistrates Court", "{t} Local Court"], "CA": ["{t} Provincial Court", "{t} Courthouse"],
                         "US": ["{c} County Municipal Court", "{t} District Court"]}[c.cc]).format(t=H.town(c.rng, c.cc), c=c.county)


VULN = ["Mental health", "Learning disability / difficulty", "Substance misuse", "Alcohol", "Housing / NFA",
        "Self-harm / suicide risk", "Physical health", "Veteran", "Domestic abuse (victim)", "Neurodiversity (ASC/ADHD)",
        "Brain injury", "Financial / debt"]


def ld_referral(c):
    r = c.rng
    d = Doc()
    svc = c.ld_service
    k = r.randint(0, 1)
    ref = H.idnum(r, "ref", c.yy)
    if k == 0:
        d.w("REFERRAL TO {HOSPITAL}\n", svc)
        d.w("Referral ID: {IDNUM}   Received: {DATE} {_}   Via: ", ref, c.fd(), tm(c))
        if r.random() < 0.5:
            d.w("secure email {EMAIL}\n\n", H.generic_email(r, "liaison.diversion"))
        else:
            d.w("online portal {URL}\n\n", H.url(r, "ld/referral/" + H.dg(r, 5)))
    else:
        d.w("From: {EMAIL}\nTo: {EMAIL}\nDate: {DATE} {_}\nSubject: L&D referral - ", H.email(r, c.nurse),
            H.generic_email(r, "ld.referrals"), c.fn(), tm(c))
        d.p(c.pt.name(r.choice(["init", "LF", "full"])), "PATIENT")
        d.w(" - {LOCATION_OTHER} - ref {IDNUM}\n\n", c.station, ref)
        d.t("Hi team,\n\nPlease see referral below for a detainee currently in custody.\n\n")
    d.t("REFERRER\n")
    c.staff(d, c.nurse, c.nurse_cred, form="full")
    d.w(", {ORGANIZATION}, {LOCATION_OTHER}. Tel {PHONE}\n\n", c.provider, c.station, c.prov_phone)
    d.t("PERSON REFERRED\n")
    C.pt_block(d, c, ["name", "alias", "dob", "addr", "phone", "hid", "gp", "kin", "lang", "job"], style=r.choice(["lines", "lines", "pipe"]))
    d.t("Custody no: ")
    d.w("{IDNUM}   Arrested for: {_}   Interview: {_}\n", c.custody_no,
        r.choice(["theft", "criminal damage", "assault", "possession of class A", "breach of restraining order", "arson (reckless)"]),
        r.choice(["completed", "pending", "no comment interview"]))
    d.w("Court: {LOCATION_OTHER} on {DATE} (if charged).\n\n", court(c), c.fd(c.d2))
    d.t("VULNERABILITIES IDENTIFIED\n")
    sel = set(K.pick(r, VULN, r.randint(2, 5)))
    for v in VULN:
        d.t("[%s] %s\n" % ("x" if v in sel else " ", v))
    d.t("\nPRESENTATION / CONCERNS\n")
    if r.random() < 0.5:
        d.t("Summary: ")
        c.age_phrase(d)
        d.t(", " + r.choice(["first time in custody", "frequent attender", "recently released from prison", "known to services"]) + ". ")
    c.pt_ref(d)
    pres = r.randint(0, 4)
    if pres == 3:
        d.w(" tearful, recently bereaved, rough sleeping since {DATE}. ", c.holiday)
    else:
        d.t(" " + ["disclosed hearing voices telling " + c.him() + " to hurt people; not on medication for 3 months.",
                   "appears to have limited understanding; reads at a basic level; attended special school.",
                   "reports drinking daily since losing job; withdrawal seizures in the past.", "",
                   "known ASC diagnosis; very distressed by noise in cell block; covering ears."][pres] + " ")
    d.t(K.mse(r, r.random() < 0.5) + "\n")
    d.w("Previously known to {HOSPITAL}; last contact {DATE}", c.mhteam, H.fdate(c.ago(30, 700), r.choice(["Month y", "dMony", "Mon y"])))
    if r.random() < 0.6:
        d.t(" (care coordinator ")
        d.p(c.ldw.name(r.choice(["full", "fil"])), "DOCTOR")
        d.w(", tel {PHONE})", H.phone(r, c.cc, "land"))
    d.t(".\n")
    if r.random() < 0.5:
        d.w("Probation: under supervision, officer {FAMILY} ({PHONE}).\n", c.aa.name(r.choice(["full", "fil"])), H.phone(r, c.cc))
    if r.random() < 0.4:
        d.w("Housing: staying at {ORGANIZATION} hostel, {STREET}.\n", r.choice(P.CHARITIES), H.street(r, c.cc))
    d.t("\nConsent: " + r.choice(["DP consents to referral and to information sharing with court and GP.",
                                  "Verbal consent obtained; DP declined sharing with family.",
                                  "Lacks capacity to consent at present - referral made in best interests."]) + "\n\n")
    d.t("L&D RESPONSE\n")
    d.w("Seen by ", )
    d.p(c.ldw.name(r.choice(["full", "fil"])), "DOCTOR")
    d.w(", L&D practitioner, at {_} on {DATE}. ", tm(c), c.fn())
    d.t("Screening: " + r.choice(["PHQ-9 18, GAD-7 15", "AUDIT 27", "LDSQ positive", "RAADS-14 screen 22", "PHQ-9 7"]) + ". ")
    d.t("Plan: " + r.choice(["information to court via liaison report; signpost to ", "urgent referral to ",
                             "appointment booked with ", "community follow-up via "]))
    d.w("{HOSPITAL}", r.choice([c.drugsvc, c.mhteam, c.gp]))
    d.w(" on {DATE} at {_}", c.fd(c.ago(-14, -3)), r.choice(["10:00", "14:30", "11:15", "9:30"]))
    d.t(". Consider " + c.T["mha"] + " assessment if deteriorates.\n")
    if r.random() < 0.5:
        d.w("Support worker from {ORGANIZATION} to meet DP at court.\n", r.choice(P.CHARITIES))
    d.nl()
    if k == 1:
        d.t("Many thanks,\n")
        d.w("{DOCTOR}\n{_} | {ORGANIZATION}\nDirect line {PHONE}\n", c.nurse.name("full"), c.nurse_cred + " Custody Nurse",
            c.provider, H.ext(r, c.prov_phone))
    else:
        C.sign(d, c, "nurse")
    C.footer(d, c, prob=0.5)
    return d


def prra(c):
    r = c.rng
    d = Doc()
    C.header(d, c, r.choice(["Pre-release Risk Assessment and Health Advice", "Release Health Advice - Custody",
                             "Discharge from Custody: Health Advice Record"]))
    C.pt_block(d, c, ["name", "dob", "addr", "phone", "hid"], style=r.choice(["lines", "inline"]))
    d.w("Released {DATE} at {_}: ", c.fd(c.d2), tm(c))
    k = r.randint(0, 2)
    if k == 0:
        d.w("charged and bailed to appear at {_} on {DATE}.\n", r.choice(["court", "the magistrates", "the district court"]),
            c.fd(c.ago(-30, -7)))
    elif k == 1:
        d.t("released under investigation.\n")
    else:
        d.t("no further action.\n")
    d.t("Risks identified during detention: " + ", ".join(K.pick(r, ["self-harm", "intoxication", "opioid tolerance loss",
                                                                      "head injury", "homelessness", "domestic abuse", "diabetes"], 2)) + ".\n")
    d.t("Transport: ")
    t = r.randint(0, 2)
    if t == 0:
        d.w("collected by {_} {FAMILY} in vehicle {VEHICLE}.\n", c.kin_rel, c.kin.name(r.choice(["full", "first"])), c.plate)
    elif t == 1:
        d.t("taxi arranged to home address.\n")
    else:
        d.t("walking; given bus fare.\n")
    d.t("Leaflets given: head injury advice, naloxone, crisis numbers.\n")
    if r.random() < 0.6:
        d.w("Naloxone kit issued (batch {_}); training completed.\n", H.lt(r, 2) + H.dg(r, 5))
    d.w("Referrals: L&D ref {IDNUM}; {HOSPITAL} informed of release by phone ({PHONE}).\n", H.idnum(r, "ref", c.yy),
        r.choice([c.drugsvc, c.mhteam, c.gp]), H.phone(r, c.cc, "land"))
    d.t("DP given own medication back: " + r.choice(["yes", "n/a", "yes - 3 days' supply only"]) + ".\n\n")
    d.t("Completed by ")
    c.sgt_ref(d)
    d.t("; healthcare input ")
    c.staff(d, c.nurse, c.nurse_cred)
    d.t(".\n")
    C.footer(d, c, prob=0.5)
    return d


def release_letter(c):
    r = c.rng
    if r.random() < 0.3:
        return prra(c)
    d = Doc()
    d.w("{ORGANIZATION}\nCustody Healthcare - {LOCATION_OTHER}\n", c.provider, c.station)
    d.w("Tel {PHONE}   Fax {FAX}\n\n", c.st_phone, H.phone(r, c.cc, "land"))
    d.w("Date: {DATE}\n\n", c.fd(c.d2 if r.random() < 0.5 else c.date))
    if not c.nfa and r.random() < 0.6:
        d.w("{PATIENT}\n", c.pt.name(r.choice(["full", "fml"])))
        d.w("{F}\n\n", c.addr_w(block=True))
    d.t(r.choice(["Dear ", "Dear ", "To "]))
    if r.random() < 0.6:
        d.t(H.title(r, c.pt) + " ")
        d.p(c.pt.last, "PATIENT")
    else:
        d.p(c.pt.first, "PATIENT")
    d.t(",\n\n")
    d.t("RE: HEALTH ADVICE ON RELEASE FROM CUSTODY\n")
    d.w("DOB: {DATE}   Custody ref: {IDNUM}\n\n", c.fdob(), c.custody_no)
    d.w("You were seen by the custody healthcare team on {DATE}", c.fn())
    d.t(r.choice([" because you had a head injury", " because you were very intoxicated on arrival",
                  " about your methadone prescription", " because you told us you were feeling low",
                  " because you have diabetes", " after you had a seizure in the cell"]) + ". ")
    d.t("While in custody you were given: " + ", ".join(K.meds(r, r.randint(1, 2))) + ".\n\n")
    d.t("What you should do now:\n")
    advice = [
        "- Do not drink alcohol or take drugs for the next 24 hours.",
        "- Have a responsible adult stay with you tonight. If you get a worsening headache, repeated vomiting, confusion, "
        "drowsiness or a fit, call an ambulance or go to the nearest emergency department straight away.",
        "- Your tolerance to opioids may be lower than usual. Never use alone; carry naloxone (kit supplied on release).",
        "- Take your usual medication as prescribed. The next dose is due this evening.",
        "- If you feel unsafe or have thoughts of harming yourself, ring the crisis line below at any time.",
        "- Check your blood sugar before meals and at bedtime; eat something within the next hour.",
        "- Keep the wound clean and dry; steri-strips can come off after 5 days.",
    ]
    for a in K.pick(r, advice, r.randint(3, 5)):
        d.t(a + "\n")
    d.t("\nFollow-up arranged:\n")
    d.w("- {HOSPITAL}: collect your next dose on {DATE}", c.pharm, c.fn(c.d2))
    d.t(" (we have told the pharmacist you were in custody).\n" if r.random() < 0.5 else ".\n")
    d.w("- {HOSPITAL}: appointment {DATE} at {_}", r.choice([c.mhteam, c.drugsvc, c.gp]), c.fd(c.ago(-20, -2)),
        r.choice(["10:30", "2:15 pm", "09:45", "15:00"]))
    if r.random() < 0.6:
        d.t(" with ")
        d.p(c.ldw.name(r.choice(["full", "first"])), "DOCTOR")
    d.t(".\n")
    d.w("- See your {_} ({HOSPITAL}, tel {PHONE}) within 7 days.\n", c.T["gp"], c.gp, c.gp_phone)
    d.t("\nUseful numbers:\n")
    d.w("Crisis line (24 h): {PHONE}\nAlcohol and drug advice: {PHONE} or {URL}\n", H.phone(r, c.cc, "land"),
        H.phone(r, c.cc, "land"), H.url(r, r.choice(["get-help", "support/drugs-alcohol", "crisis"])))
    if r.random() < 0.4:
        d.w("Housing advice: {ORGANIZATION}, {F} - {PHONE}\n", r.choice(P.CHARITIES),
            H.addr_writer(r, c.cc, H.address(r, c.cc)), H.phone(r, c.cc, "land"))
    d.t("\nA copy of this letter has been sent to your " + c.T["gp"] + " with your consent.\n\n")
    d.t(r.choice(["Yours sincerely,\n\n", "Kind regards,\n\n", "Take care,\n\n"]))
    if r.random() < 0.5:
        d.w("{DOCTOR}\n{_}\n", c.nurse.name("full"), c.nurse_cred + ", " + r.choice(["Custody Nurse", "Custody Nurse Practitioner",
                                                                                    "Healthcare Professional (Custody)"]))
        d.w("{_} {LICENSE}\n", c.nurse_reg[0], c.nurse_reg[1])
    else:
        d.w("Dr {DOCTOR}\n{_}\n", c.fme.name("full"), c.fme_cred + ", " + r.choice(c.T["doc"]))
    d.w("\ncc: Dr {DOCTOR}, {HOSPITAL} (by secure email {EMAIL})\n", c.gp_doc.name(r.choice(["full", "last", "fil"])), c.gp,
        H.email(r, c.gp_doc, r.choice(["nhs.example.net", "gp.example.org", "example.com"])))
    C.footer(d, c, prob=0.4)
    return d


def gp_request(c):
    r = c.rng
    d = Doc()
    fax = r.random() < 0.5
    own_fax = H.phone(r, c.cc, "land")
    if fax:
        d.t("FAX TRANSMISSION - URGENT - CONFIDENTIAL\n\n")
        d.w("To: {HOSPITAL}           Fax: {FAX}\n", c.gp, c.gp_fax)
        d.w("From: Custody Healthcare, {LOCATION_OTHER}     Fax: {FAX}   Tel: {PHONE}\n", c.station, own_fax, c.st_phone)
        d.w("Date: {DATE}   Time: {_}   Pages: 2 (incl. cover)\n\n", c.fd(), tm(c))
    else:
        d.w("From: {EMAIL}\nTo: {EMAIL}\nSent: {DATE} {_}\nSubject: Request for medical information - ", H.email(r, c.nurse),
            H.generic_email(r, r.choice(["reception.practice", "gp.admin", "prescriptions"])), c.fn(), tm(c))
        d.p(c.pt.name(r.choice(["full", "LF"])), "PATIENT")
        d.t(" - RESTRICTED\n\n")
    d.t("REQUEST FOR MEDICAL INFORMATION - PERSON IN POLICE CUSTODY\n\n")
    d.t("Dear Dr ")
    d.p(c.gp_doc.name(r.choice(["last", "full"])), "DOCTOR")
    d.t(" / Practice Manager,\n\n")
    d.t("The following patient, registered with your practice, is currently detained at ")
    d.w("{LOCATION_OTHER}. ", c.station)
    d.t(r.choice(["With the patient's written consent (attached), ", "The patient has consented to this request. "]))
    d.t("we would be grateful for a summary of current medication, allergies and relevant diagnoses to ensure safe care while in custody.\n\n")
    C.pt_block(d, c, ["name", "dob", "addr", "hid", "ssn"], style="lines")
    d.t("Information required:\n")
    for item in K.pick(r, ["current repeat medication and date last issued", "allergies", "diagnoses (mental and physical health)",
                           "recent consultations relating to self-harm", "opioid substitution prescriber details",
                           "recent blood results (HbA1c, U&E)", "epilepsy management plan"], r.randint(3, 5)):
        d.t("  - " + item + "\n")
    d.t("\nPlease reply by " + ("fax to the number above" if fax else "return email") + " or telephone ")
    d.w("{PHONE}.\n\nMany thanks,\n", H.ext(r, c.st_phone) if r.random() < 0.5 else c.st_phone)
    d.w("{DOCTOR}, {_}\n", c.nurse.name("full"), c.nurse_cred)
    if c.force:
        d.w("{ORGANIZATION} on behalf of {ORGANIZATION}\n\n", c.provider, c.force)
    else:
        d.w("{ORGANIZATION} on behalf of {_}\n\n", c.provider, r.choice(["the police service", "the Garda", "the state police"][:1] +
                                                                        ["An Garda Siochana" if c.cc == "IE" else "the police service"]))
    d.t("------------------------------------------------------------\nREPLY FROM PRACTICE\n")
    d.w("{HOSPITAL}, {F}\n", c.gp, H.addr_writer(r, c.cc, H.address(r, c.cc)))
    d.w("Date: {DATE}   Completed by: ", c.fd())
    d.p(c.nurse2.name(r.choice(["full", "first", "fil"])), "DOCTOR")
    d.t(r.choice([" (receptionist)", " (practice nurse)", " (prescriptions clerk)", ""]) + "\n\n")
    d.t("Active problems: " + "; ".join(K.pmh(r, r.randint(2, 4))) + ".\n")
    d.t("Repeat medication:\n")
    for m in K.meds(r, r.randint(1, 4)):
        d.w("  {_} - last issued {DATE}\n", m, c.fd(c.ago(3, 50)))
    d.t("Allergies: " + r.choice(K.ALLERGY) + ".\n")
    d.w("Last consultation: {DATE} with Dr {DOCTOR} - ", c.fd(c.ago(5, 200)), c.gp_doc.name(r.choice(["last", "fil"])))
    d.t(r.choice(["medication review", "low mood, sertraline increased", "wound check", "asthma review, PEFR 410 L/min",
                  "fit note issued"]) + ".\n")
    if r.random() < 0.6:
        hba = ("%.1f%%" % r.uniform(5.4, 11.0)) if c.cc == "US" else ("%d mmol/mol" % r.randint(38, 96))
        d.w("Bloods {DATE}: HbA1c %s, eGFR >90, ALT %d U/L, Hb %d g/L.\n" % (hba, r.randint(12, 140), r.randint(108, 168)),
            H.fdate(c.ago(20, 300), r.choice(["md" if c.cc == "US" else "dm", "Mon y", c.dstyle])))
    if r.random() < 0.4:
        d.w("Hospital letters: discharged from {HOSPITAL} {DATE} (MRN {MRN}).\n", c.hosp,
            H.fdate(c.ago(40, 800), r.choice(["Month y", c.dstyle])), c.mrn)
    d.t("Alerts: " + r.choice(["none", "violent marker - see in pairs", "safeguarding - child in household", "vulnerable adult"]) + ".\n")
    C.footer(d, c, prob=0.45)
    return d


GENRES = {"liaison_diversion_referral": ld_referral, "release_advice_letter": release_letter, "gp_records_request": gp_request}
