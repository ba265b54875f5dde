"""Genres: informed consent process note; monitoring visit report."""
import context as C
import fakers as F
import helpers as H
import pools_people as PP
import pools_places as PL
from common import Note

LANGS = {"US": ["English", "Spanish", "English"], "UK": ["English", "English", "Welsh", "Urdu"],
         "IN": ["Hindi", "Marathi", "Tamil", "English", "Telugu", "Kannada", "Bengali"]}

TEACHBACK_FORM = {
    "tablet": "I take the tablets every morning with breakfast and bring the bottle back each visit",
    "capsule": "two capsules a day, morning and night, and I bring back what is left",
    "pen": "the pen injection is once a week in my tummy and I keep it in the fridge",
    "vial": "the nurse gives the injection at the clinic and I watch for any rash afterwards",
    "inhaler": "two puffs morning and night and I still use my blue inhaler if needed",
    "syringe": "it is one injection in the arm and I write my temperature in the diary for a week",
}
TEACHBACK = [
    "I take the tablet every morning and come back every four weeks for bloods",
    "I can stop whenever I want and my normal treatment carries on",
    "it may not help me and there could be side effects like infections",
    "if I get a fever I call the study nurse straight away",
    "the injection is once a week and I record my sugars in the diary",
    "nobody knows if I get the real medicine or the dummy one",
]
QUESTIONS = [
    "whether travel costs would be reimbursed",
    "how much blood would be taken at each visit",
    "whether the placebo could make the condition worse",
    "what happens to the samples after the study",
    "whether fasting during Ramadan would affect the visits",
    "who to call out of hours",
    "whether the family doctor would be told",
]


def consent_note(rng, country, lower):
    n = Note(lower)
    site = C.Site(rng, country)
    st = site.study
    d = F.rand_date(rng, 2022, 2025)
    p = C.Participant(rng, site, d)
    mode = rng.choice(["paper", "paper", "econsent", "witness"] if country != "IN" else ["paper", "av", "av", "witness"])
    n.t(rng.choice(["INFORMED CONSENT PROCESS NOTE", "Informed Consent Documentation", "Consent Process Note - Research",
                    "ICF PROCESS DOCUMENTATION"]) + "\n")
    n.f("Study: {} - {} in {}\n", site.protocol, st["desc"], st["ind"])
    n.f("Participant: {}", H.pat(rng, p.person, country, ["full", "upper", "last_first", "fml"], False))
    if p.person.nick and rng.random() < 0.8:
        n.f(" (prefers \"{}\")", ("PATIENT", p.person.nick))
    n.f("  MRN {}  DOB {}  (", ("MRN", p.mrn), site.d(p.dob))
    n._emit(H.age_phrase(rng, p.age, p.sex))
    n.t(")\n")
    n.f("Date of consent: {}   Time: {}\n", site.d(d), "%02d:%02d" % (rng.randint(8, 16), rng.randint(0, 59)))
    n.f("Location: {}, {}\n", ("HOSPITAL", site.hospital), ("LOCATION_OTHER", rng.choice([site.room, site.building])))
    lang = rng.choice(LANGS[country])
    n.f("ICF: main ICF v{}.{}{} ({})\n", str(rng.randint(2, 7)), str(rng.randint(0, 3)),
        rng.choice(["", " + optional genetic research ICF v2.0", " + HIPAA authorisation" if country == "US" else ""]), lang)
    n.f("Person obtaining consent: {}; investigator present: {}\n\n", H.doc(rng, site.crc, country, "staff"),
        H.doc(rng, site.pi, country, "md"))
    first = F.plus(d, -rng.randint(2, 21))
    ref = F.Person(rng, country)
    n.t("Process: ")
    if rng.random() < 0.6:
        n.f("{} was referred by Dr {} at {} and first approached on {}, ",
            H.pat(rng, p.person, country, ["first", "full"], True), ("DOCTOR", ref.last),
            ("HOSPITAL", rng.choice(PL.HOSPITALS[country])), site.d(first))
    else:
        n.f("Participant identified from the {} clinic list and first approached on {}, ",
            {"NXR": "rheumatology", "HLV": "diabetes", "AUR": "anticoagulation", "TSP": "dermatology",
             "QLB": "thoracic oncology", "STL": "chest", "KTB": "DOTS/TB", "KVX": "general practice"}[st["code"][:3]],
            site.d(first))
    n.f("when a copy of the ICF was given to take home. {} discussed the study with {} {} {}",
        "She" if p.sex == "F" else "He", "her" if p.sex == "F" else "his", p.rel_type, H.fam(rng, p.rel))
    if rng.random() < 0.5:
        n.f(", who works as {}", H.prof(rng.choice(PP.PROFESSIONS[country])))
    n.t(". ")
    n.t("Today the purpose, procedures, visit schedule, randomisation, placebo, foreseeable risks, "
        "benefits, alternatives, confidentiality and the right to withdraw were explained in " + lang + ". ")
    n.f("Understanding confirmed by teach-back (\"{}\"). ",
        TEACHBACK_FORM[st["form"]] if rng.random() < 0.5 else rng.choice(TEACHBACK[1:3] + TEACHBACK[5:]))
    n.f("Questions asked about {}", rng.choice(QUESTIONS))
    if rng.random() < 0.5:
        n.f(" and about continuing to work as {}", H.prof(p.prof))
    n.t("; all answered to the participant's satisfaction. Adequate time was given and no coercion was apparent. ")
    n.t("The participant signed and dated the ICF before any study-specific procedure.\n\n")
    if mode == "econsent":
        n.f("eConsent: completed on tablet via {}; identity verified against photo ID ({}). ",
            ("URL", F.url(rng, "portal")),
            ["driver's licence ", ("LICENSE", F.license_no(rng, country, "dl"))] if rng.random() < 0.6 else "passport")
        n.f("Audit trail: signer session from IP {}, staff account {}, document ID {}.\n",
            ("IPADDR", F.ipaddr(rng)), ("USERNAME", site.crc_user), ("IDNUM", "EC-%s" % F.digits(rng, 8)))
    elif mode == "av":
        n.f("Audio-video recording of the consent process made as required; file {} saved on camera SN {} and "
            "archived on {}. ", ("IDNUM", "AV-%s-%s" % (site.number, F.digits(rng, 5))), ("DEVICE", F.device_sn(rng)),
            site.d(F.plus(d, 1)))
        wit = F.Person(rng, country)
        n.f("Impartial witness {} ({} of participant) present throughout.\n",
            ("FAMILY", wit.full()), rng.choice(["neighbour", "friend", "village sarpanch", "colleague"]))
    elif mode == "witness":
        wit = F.Person(rng, country)
        n.f("Participant unable to read the ICF ({}); document read aloud and an impartial witness, {}, "
            "signed to attest. ", rng.choice(["poor vision", "limited literacy", "recent cataract surgery"]),
            ("FAMILY", wit.full()))
        n.f("Witness contact {}.\n", ("PHONE", F.phone(rng, country, "mobile")))
    else:
        n.t("Paper ICF, two originals signed; one copy given to participant, one filed in ISF, scanned copy in EHR.\n")
    if country == "IN" and rng.random() < 0.5:
        n.f("Identity proof seen: Aadhaar card {}.\n", ("SSN", F.ssn(rng, "IN")))
    elif country == "US" and rng.random() < 0.35:
        n.f("W-9 completed for visit stipends; SSN {} entered in the payment system only.\n", ("SSN", F.ssn(rng, "US")))
    n.f("Subject number assigned: {}   Screening number: {}\n", ("IDNUM", p.sid), ("IDNUM", p.scr))
    if country == "UK":
        gp = F.Person(rng, country)
        n.f("GP letter sent to Dr {} at {} (participant postcode {}).\n", ("DOCTOR", gp.full()), ("HOSPITAL", rng.choice(
            ["Linden Grove Surgery", "Hollybank Medical Practice", "Northfleet Health Centre", "Castle Street Surgery",
             "Millbrook Medical Group"])), ("ZIP", p.addr["zip"]))
    elif country == "US":
        n.f("Emergency contact: {} ({}) {}. Insurance on file: member ID {}.\n", H.fam(rng, p.rel), p.rel_type,
            ("PHONE", p.rel_phone), ("HEALTHPLAN", F.healthplan(rng, "US")))
    else:
        n.f("Participant contact {}; alternate contact {} ({}) {}.\n", ("PHONE", p.phone), H.fam(rng, p.rel), p.rel_type,
            ("PHONE", p.rel_phone))
        if rng.random() < 0.5:
            n.f("Scheme ID on file: {}.\n", ("HEALTHPLAN", F.healthplan(rng, "IN")))
    n.f("Screening visit booked for {}.\n", site.d(F.plus(d, rng.randint(0, 10))))
    n.f("\nDocumented by {}", H.doc(rng, site.crc, country, "staff"))
    n.f(" on {} {}\n", site.d(d), "%02d:%02d" % (rng.randint(9, 18), rng.randint(0, 59)))
    if rng.random() < 0.5:
        n.f("Co-signed: {}\n", H.doc(rng, site.pi, country, "md"))
    return n


# -------------------------------------------------------------- monitoring
FINDINGS = [
    "AE of {t} documented in source ({d} clinic note by {doc}) not entered in EDC",
    "con med {m} started {d} missing from CRF",
    "ICF page 12 not initialled; re-consent documented {d}",
    "visit {v} vitals transcribed incorrectly (source BP 142/88, EDC 124/88)",
    "screening ECG signed by investigator on {d}, after randomisation",
    "lab report dated {d} not reviewed for clinical significance",
    "participant diary for {d} completed retrospectively",
]


def monitoring_report(rng, country, lower):
    n = Note(lower)
    site = C.Site(rng, country)
    st = site.study
    v1 = F.rand_date(rng, 2022, 2025)
    v2 = F.plus(v1, rng.randint(1, 2))
    n.t(rng.choice(["MONITORING VISIT REPORT", "Interim Monitoring Visit Report", "SITE MONITORING VISIT REPORT",
                    "Remote/On-site Monitoring Visit Report"]) + "\n")
    vtype = rng.choice(["Interim monitoring visit", "Routine monitoring visit", "Close-out visit", "Remote SDV visit"])
    n.f("Visit type: {} #{}\n", vtype, str(rng.randint(2, 14)))
    n.f("Sponsor: {}   CRO: {}\n", ("ORGANIZATION", site.sponsor), ("ORGANIZATION", site.cro))
    n.f("Protocol: {} ({}, phase {})\n", site.protocol, st["code"], st["phase"])
    n.f("Site {}: {}\n", site.number, ("HOSPITAL", site.hospital))
    n.t("Address: ")
    n._emit(F.addr_args(rng, site.addr, with_country=rng.random() < 0.4))
    n.f("\nPrincipal Investigator: {}\n", H.doc(rng, site.pi, country, "md"))
    n.f("Visit date(s): {} - {}   Report date: {}\n", site.d(v1), site.d(v2), site.d(F.plus(v2, rng.randint(3, 10))))
    n.f("Monitor: {}, CRA, {}\n\n", H.doc(rng, site.cra, country, "staff", "CRA"), ("ORGANIZATION", site.cro))
    n.t("1. ATTENDEES\n")
    n.f("- {} (PI)\n- {} (study coordinator)\n- {} (research pharmacist)\n", H.doc(rng, site.pi, country, "md"),
        ("DOCTOR", site.crc.variant(rng, ["full", "fml", "init_last"])),
        ("DOCTOR", site.pharm.variant(rng, ["full", "init_last", "last_first"])))
    if rng.random() < 0.5:
        n.f("- {} (research nurse, part of visit)\n", ("DOCTOR", site.nurse.full()))
    scr = rng.randint(6, 40)
    fail = rng.randint(1, scr // 2)
    n.t("\n2. RECRUITMENT STATUS\n")
    n.f("Screened {}, screen failures {}, randomised {}, discontinued {}, completed {}.\n\n", str(scr), str(fail),
        str(scr - fail), str(rng.randint(0, 3)), str(rng.randint(0, scr - fail)))
    n.t("3. PARTICIPANTS REVIEWED\n")
    parts = [C.Participant(rng, site, v1) for _ in range(rng.randint(3, 6))]
    for p in parts:
        n.f("- {} ({}): ", ("IDNUM", p.sid), ("PATIENT", p.initials(rng)))
        n.t(rng.choice(["100%% SDV through Visit %d" % rng.randint(3, 12), "ICF and eligibility verified",
                        "SAE follow-up reviewed", "partial SDV (safety data)", "IP compliance reviewed"]))
        if rng.random() < 0.4:
            n.f("; last visit {}", site.d(F.plus(v1, -rng.randint(3, 40))))
        n.t("\n")
    n.t("\n4. FINDINGS\n")
    for i in range(rng.randint(2, 4)):
        p = rng.choice(parts)
        fnd = rng.choice(FINDINGS)
        n.f("{}. {}: ", str(i + 1), ("IDNUM", p.sid))
        pieces = fnd.replace("{t}", rng.choice(["dizziness", "headache", "UTI", "rash", "nausea"])).replace(
            "{m}", rng.choice(["amoxicillin", "ibuprofen", "cetirizine", "prednisolone"])).replace(
            "{v}", str(rng.randint(2, 11)))
        segs = pieces.split("{d}")
        for j, seg in enumerate(segs):
            if "{doc}" in seg:
                a, b = seg.split("{doc}")
                n.t(a)
                n._emit(H.doc(rng, rng.choice([site.pi, site.subi]), country, "md"))
                n.t(b)
            else:
                n.t(seg)
            if j < len(segs) - 1:
                n._emit(site.d(F.plus(v1, -rng.randint(5, 90))))
        n.t(".\n")
    n.t("\n5. INVESTIGATIONAL PRODUCT\n")
    k0 = rng.randint(100000, 899999)
    n.f("Accountability reviewed for kits {} to {}; storage in {} ({}), temperature logs complete, logger {}.\n",
        ("IDNUM", "%06d" % k0), ("IDNUM", "%06d" % (k0 + rng.randint(8, 60))), ("LOCATION_OTHER", site.room),
        ("LOCATION_OTHER", site.building), ("DEVICE", F.device_sn(rng)))
    n.t("\n6. INVESTIGATOR SITE FILE\n")
    new = F.Person(rng, country)
    n.f("Delegation log updated: {} added as {} from {}; GCP certificate {} on file.\n",
        ("DOCTOR", new.full()), rng.choice(["sub-investigator", "research nurse", "data coordinator"]),
        site.d(F.plus(v1, -rng.randint(5, 60))), ("LICENSE", "GCP-%s" % F.digits(rng, 6)) if rng.random() < 0.5 else "(expiry checked)")
    if country == "US":
        n.f("Form FDA 1572 current; PI medical licence {} verified.\n", ("LICENSE", F.license_no(rng, "US")))
    elif country == "IN":
        n.f("EC approval for protocol amendment on file; PI registration {} verified.\n", ("LICENSE", F.license_no(rng, "IN")))
    else:
        n.f("HRA/REC approvals current; PI GMC number {} verified.\n", ("LICENSE", F.license_no(rng, "UK")))
    n.t("\n7. ACTION ITEMS\n")
    n.pipe = rng.random() < 0.4
    if n.pipe:
        n.t("No. | Action | Responsible | Due\n")
    else:
        n.t("No.  Action                                        Responsible            Due\n")
    for i in range(rng.randint(2, 4)):
        n.cell(str(i + 1), 5)
        n.cell(rng.choice(["Enter missing AE data in EDC", "Resolve open queries", "File re-consent note",
                           "Update temperature excursion CAPA", "Obtain PI sign-off on labs",
                           "Send delegation log copy to CRA"]), 46)
        n.cell(("DOCTOR", rng.choice([site.crc, site.pi, site.pharm]).full()), 23)
        n.f("{}\n", site.d(F.plus(v2, rng.randint(7, 30))))
    nxt = F.plus(v2, rng.randint(28, 70))
    if vtype.startswith("Close"):
        n.t("\nSite close-out letter to follow; ISF archiving arrangements confirmed with the PI.\n")
    else:
        n.f("\nNext monitoring visit provisionally {}.\n", site.d(nxt))
    n.f("Follow-up letter e-mailed to {} ({}) on {}; cc {}.\n", H.doc(rng, site.pi, country, "md"),
        ("EMAIL", site.pi_email), site.d(F.plus(v2, rng.randint(2, 8))), ("EMAIL", site.crc_email))
    n.f("\nCRA: {}  |  {}  |  mobile {}\n", H.doc(rng, site.cra, country, "staff", "CRA"), ("EMAIL", site.cra_email),
        ("PHONE", F.phone(rng, country, "mobile")))
    if rng.random() < 0.4:
        n.f("CTMS entry by {} from {}\n", ("USERNAME", site.cra_user), ("IPADDR", F.ipaddr(rng)))
    return n
