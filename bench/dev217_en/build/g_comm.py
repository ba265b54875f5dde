"""Own genres: telephone safety follow-up note; site-sponsor correspondence e-mail."""
import context as C
import fakers as F
import helpers as H
import pools_places as PL
from common import Note

def phone_note(rng, country, lower):
    n = Note(lower)
    site = C.Site(rng, country)
    st = site.study
    d = F.rand_date(rng, 2022, 2025)
    p = C.Participant(rng, site, d)
    k = rng.randint(0, 3)
    vacc = st["form"] == "syringe"
    inj = st["form"] in ("pen", "vial", "syringe")
    if k == 3 and not inj:
        k = 4
    reason = {0: "post-vaccination day 7 reactogenicity check" if vacc else "AE follow-up call",
              1: "SAE follow-up after discharge" if rng.random() < 0.5 else "unscheduled contact - ED attendance",
              2: "missed visit follow-up", 3: "post-dose injection site check",
              4: "Day 30 post-treatment safety follow-up"}[k]
    n.t(rng.choice(["TELEPHONE CONTACT NOTE", "Telephone Follow-up Note", "PHONE CALL LOG - RESEARCH",
                    "Research Telephone Encounter"]) + " - " + reason + "\n")
    n.f("Study: {} ({})   Subject: {}\n", site.protocol, st["code"], ("IDNUM", p.sid))
    n.f("Participant: {}   MRN: {}\n", H.pat(rng, p.person, country, ["full", "last_first", "upper"], False), ("MRN", p.mrn))
    n.f("Call date: {}   Time: {}   Direction: {}\n", site.d(d), "%02d:%02d" % (rng.randint(9, 18), rng.randint(0, 59)),
        rng.choice(["outgoing", "outgoing", "incoming"]))
    n.f("Number dialled: {}", ("PHONE", p.phone))
    if rng.random() < 0.5:
        n.f("   Attempt 2 (attempt 1 on {}: no answer, voicemail left)", site.d(F.plus(d, -rng.randint(1, 3))))
    n.t("\n")
    if rng.random() < 0.5:
        n.f("Identity confirmed with DOB {} and {} {}\n", site.d(p.dob),
            "ZIP" if country == "US" else ("postcode" if country == "UK" else "PIN"), ("ZIP", p.addr["zip"]))
    else:
        n.f("Identity confirmed with DOB {} and first line of address ({})\n", site.d(p.dob), ("STREET", p.addr["street"]))
    proxy = rng.random() < 0.4
    if proxy:
        n.f("Spoke with: participant's {} {} (participant at work as {}; consent on file to speak with {})\n",
            p.rel_type, H.fam(rng, p.rel), H.prof(p.prof), "her" if p.rel.sex == "F" else "him")
    else:
        if p.person.nick:
            n.f("Spoke with: participant (goes by {})\n", ("PATIENT", p.person.nick))
        else:
            n.t("Spoke with: participant\n")
    n.t("\nS: ")
    ev_d = F.plus(d, -rng.randint(1, 6))
    uc = rng.choice(PL.HOSPITALS[country])
    who = p.rel.first.lower()
    day = F.WEEKDAYS[ev_d.weekday()].lower()
    if k == 0:
        n.f("reports mild headache and tiredness for 2 days after the last dose, now settling. quote: \"{} made me rest over the weekend, i'm fine now\". ",
            ("FAMILY", who))
    elif k == 1:
        n.f("attended {} on {} with {}; ", ("HOSPITAL", uc), ("DATE", day), rng.choice(["fever and cough", "vomiting",
                                                                                       "a fall at home", "chest tightness"]))
        n.f("says \"they did an x-ray and sent me home with antibiotics, {} picked me up\". ", ("FAMILY", who))
        n.t("not admitted. discharge paperwork to be faxed. ")
        if country == "US" and rng.random() < 0.7:
            n.f("ED visit billed to own insurance (member ID {}); research-injury cover discussed. ",
                ("HEALTHPLAN", F.healthplan(rng, "US")))
        elif country == "IN" and rng.random() < 0.6:
            n.f("treated under the state scheme, beneficiary ID {}. ", ("HEALTHPLAN", F.healthplan(rng, "IN")))
    elif k == 2:
        n.f("no new symptoms. missed visit because of {} at the {} where {} works; wants an evening slot. ",
            rng.choice(["a double shift", "stocktaking", "harvest", "exam duty"]),
            ("ORGANIZATION", rng.choice(PL.EMPLOYERS[country])), "she" if p.sex == "F" else "he")
    elif k == 3:
        n.f("injection site redness 3 cm, resolved by day 4. took paracetamol x2. temp max 37.9 C on {}. ",
            ("DATE", F.fmt_date(ev_d, F.short_style(country))))
    else:
        n.f("last dose of IP was on {}. no new AEs since end of treatment; ", site.d(F.plus(d, -30)))
        n.f("saw own doctor ({}) for routine review on {}. ", H.doc(rng, F.Person(rng, country), country, "md"),
            ("DATE", F.fmt_date(ev_d, F.short_style(country))))
    n.t("denies chest pain, shortness of breath, rash, bleeding.")
    if not vacc and k != 4:
        n.t(" taking IP as directed, %s." % rng.choice(["no doses missed", "1 dose missed", "2 doses missed"]))
    n.t("\n")
    n.f("O: telephone contact. home readings per participant: BP {}, {}.\n",
        "%d/%d" % (rng.randint(110, 160), rng.randint(64, 96)),
        rng.choice(["glucose 7.8 mmol/L", "weight 82 kg", "peak flow 310 L/min", "SpO2 96% on home oximeter",
                    "sugar 164 mg/dL fasting"]))
    n.f("A: {}\n", {0: "non-serious AE, grade 1, recorded on AE log", 1: "possible SAE - awaiting records",
                    2: "no AE; visit to be rescheduled", 3: "expected reactogenicity, resolved",
                    4: "no AEs; follow-up complete"}[k])
    nxt = F.plus(d, rng.randint(3, 30))
    if k == 4:
        n.f("P: end-of-study letter to be posted {}; ", site.d(nxt))
    else:
        n.f("P: next visit {}; ", site.d(nxt))
    if k == 1:
        n.f("records requested from {} (fax {}); ", ("HOSPITAL", uc), ("FAX", F.phone(rng, country, "land")))
    n.t("advised to call the study line or attend ED if symptoms worsen.\n")
    n.f("Study line given: {}", ("PHONE", site.phone))
    if country == "US" and rng.random() < 0.5:
        n.f("; after hours page on-call investigator {}", ("PHONE", F.pager(rng)))
    n.t("\n")
    n.f("\nCall duration {} min. Documented by {}", str(rng.randint(4, 25)), H.doc(rng, site.nurse, country, "staff", "research nurse"))
    n.f(" on {}\n", site.d(d))
    if rng.random() < 0.5:
        n.f("Reviewed: {} {}\n", H.doc(rng, site.pi, country, "md"), site.d(F.plus(d, rng.randint(0, 3))))
    return n


# -------------------------------------------------------------- e-mail
TOPICS = ["eligibility", "sae", "reschedule", "shipment", "reconsent", "payment"]


def _hdr_date(rng, d, country):
    wd = F.WEEKDAYS[d.weekday()][:3]
    if country == "US" and rng.random() < 0.5:
        return "%s, %s %d, %d" % (F.WEEKDAYS[d.weekday()], F.MONTHS[d.month - 1], d.day, d.year), \
            " %d:%02d %s" % (rng.randint(1, 12), rng.randint(0, 59), rng.choice(["AM", "PM"]))
    return "%s, %d %s %d" % (wd, d.day, F.MON[d.month - 1], d.year), " %02d:%02d:%02d %s" % (
        rng.randint(7, 19), rng.randint(0, 59), rng.randint(0, 59), {"US": "-0500", "UK": "+0000", "IN": "+0530"}[country])


def _sig(rng, n, person, role, org_type, org, phone, fax, mail, addr=None):
    n.t("\n")
    n._emit(H.doc(rng, person, "US", "staff") if role != "Principal Investigator" else [("DOCTOR", person.full())])
    n.f("\n{}\n{}\n", role, (org_type, org))
    if addr:
        n._emit(F.addr_args(rng, addr))
        n.t("\n")
    n.f("T: {}", ("PHONE", phone))
    if fax:
        n.f(" | F: {}", ("FAX", fax))
    n.f("\nE: {}\n", ("EMAIL", mail))


def site_email(rng, country, lower):
    n = Note(lower)
    site = C.Site(rng, country)
    st = site.study
    d = F.rand_date(rng, 2022, 2025)
    p = C.Participant(rng, site, d)
    topic = rng.choice(TOPICS)
    cra_first = site.cra.first
    subj = {"eligibility": "Eligibility question - %s", "sae": "SAE follow-up - %s", "reschedule": "Visit window - %s",
            "shipment": "IP resupply request - Site " + site.number, "reconsent": "Re-consent ICF v6 - %s",
            "payment": "Participant reimbursement - %s"}[topic]
    hd, tm = _hdr_date(rng, d, country)
    n.f("From: {} <{}>\n", ("DOCTOR", site.crc.full()), ("EMAIL", site.crc_email))
    n.f("To: {} <{}>\n", ("DOCTOR", site.cra.full()), ("EMAIL", site.cra_email))
    n.f("Cc: {}; {}\n", ("EMAIL", site.pi_email), ("EMAIL", F.email(rng, None, site.cro)))
    n.f("Sent: {}{}\n", ("DATE", hd), tm)
    n.t("Subject: RE: " + site.protocol + " ")
    if "%s" in subj:
        a, b = subj.split("%s")
        n.f(a + "{}" + b, ("IDNUM", p.sid))
    else:
        n.t(subj)
    n.t("\n\n")
    n.f("Hi {},\n\n", ("DOCTOR", cra_first))
    if topic == "eligibility":
        n.f("Following up on our call about {} ({}, ", ("IDNUM", p.scr), ("PATIENT", p.initials(rng)))
        n._emit(H.age_phrase(rng, p.age, p.sex))
        n.f("). Screening labs from {} show {}. ", site.d(F.plus(d, -rng.randint(2, 10))), H.lab_vals(rng, st, 2))
        n.f("{} also had a {} in {} treated at {}. ", "She" if p.sex == "F" else "He",
            rng.choice(["TIA", "cholecystectomy", "herpes zoster episode", "hip replacement"]),
            ("DATE", F.fmt_date(F.plus(d, -rng.randint(200, 900)), "month_year")), ("HOSPITAL", rng.choice(PL.HOSPITALS[country])))
        n.t("Dr. " if country == "US" else "Dr ")
        n.f("{} feels the participant is eligible under exclusion 14 but would like the medical monitor to confirm before randomisation on {}.\n",
            ("DOCTOR", site.pi.last), site.d(F.plus(d, 3)))
    elif topic == "sae":
        n.f("Attached is the discharge summary for {} from {} (admitted {} to {}). ", ("IDNUM", p.sid),
            ("HOSPITAL", rng.choice(PL.HOSPITALS[country])), site.d(F.plus(d, -9)), site.d(F.plus(d, -4)))
        n.f("The hospital MRN on the summary ({}) has been redacted in the copy uploaded to the safety portal. ", ("MRN", F.mrn(rng, country)))
        n.f("Case number {}. Causality remains possibly related per Dr {}.\n", ("IDNUM", "%s-%d-%05d" % (
            st["code"][:3], d.year, rng.randint(1, 99999))), ("DOCTOR", site.subi.last))
    elif topic == "reschedule":
        n.f("{} called to say {} works as {} and will be in {} until {}, so Visit {} will fall outside the window. ",
            ("PATIENT", p.person.first), "she" if p.sex == "F" else "he", H.prof(p.prof),
            ("CITY", F.address(rng, country)["city"]), site.d(F.plus(d, 12)), str(rng.randint(3, 9)))
        n.t("Can we do the safety labs at a local lab and the remaining assessments on return? We would file a deviation.\n")
    elif topic == "shipment":
        n.f("Stock of {} is down to {} kits (next kit {}). Please trigger a resupply; deliveries go to {}, {}, ",
            st["ip"], str(rng.randint(1, 4)), ("IDNUM", site.kit(rng)), ("LOCATION_OTHER", site.room),
            ("LOCATION_OTHER", site.building))
        n._emit(F.addr_args(rng, site.addr))
        n.f(". Pharmacy is closed on {}.\n", ("DATE", F.fmt_date(F.plus(d, 5), "wk_uk" if country != "US" else "wk_short_us")))
    elif topic == "reconsent":
        n.f("All active participants except {} and {} have re-consented to ICF v6. {} is on leave until {}; ",
            ("IDNUM", p.sid), ("IDNUM", site.subject_id(rng)), ("PATIENT", p.person.variant(rng, ["first_init", "init_last"])),
            site.d(F.plus(d, 20)))
        n.f("{} {} will remind {}.\n", "her" if p.sex == "F" else "his", p.rel_type, "her" if p.sex == "F" else "him")
    else:
        n.f("{} has not received the reimbursement for {} ({}). ", ("PATIENT", p.person.full()),
            site.d(F.plus(d, -30)), ("IDNUM", "RCT-%05d" % rng.randint(1, 99999)))
        n.f("The card on file ends {}; could you check with {}?\n", ("ACCOUNT", F.digits(rng, 4)),
            ("ORGANIZATION", rng.choice(PL.PAY_VENDORS)))
    n.t("\nThanks,\n")
    _sig(rng, n, site.crc, rng.choice(["Clinical Research Coordinator", "Research Nurse", "Study Coordinator"]),
         "HOSPITAL", site.hospital, site.phone, site.fax if rng.random() < 0.5 else None, site.crc_email,
         site.addr if rng.random() < 0.5 else None)
    if rng.random() < 0.5:
        n.f("Web: {}\n", ("URL", F.url(rng, "site")))
    n.t("\n-----Original Message-----\n")
    d2 = F.plus(d, -rng.randint(1, 4))
    hd2, tm2 = _hdr_date(rng, d2, country)
    n.f("From: {} <{}>\nSent: {}{}\n", ("DOCTOR", site.cra.full()), ("EMAIL", site.cra_email), ("DATE", hd2), tm2)
    n.f("To: {}\n\n", ("EMAIL", site.crc_email))
    n.f("Dear {},\nCould you send an update on {} before the data cut on {}? ", ("DOCTOR", site.crc.first),
        ("IDNUM", p.sid), site.d(F.plus(d, rng.randint(7, 20))))
    n.t("Happy to discuss on a call.\n")
    n.f("Best regards,\n{}\n{}\n", ("DOCTOR", site.cra.full()), ("ORGANIZATION", site.cro))
    n.f("Mobile: {}\n", ("PHONE", F.phone(rng, country, "mobile")))
    n.t("\nCONFIDENTIALITY: this e-mail may contain confidential participant information intended only for the addressee.\n")
    return n
