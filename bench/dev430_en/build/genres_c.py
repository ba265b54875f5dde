"""Genres: adverse event report, patient education checklist, discharge from OPAT letter."""
import ident as I
import pools_places as P
from case import Case, pick
from common import cb, yn, rule, pt_header, sig, time, hn, drug_line, cc_block, meds_list
from doc import Doc

REACTIONS = [
    ("vancomycin flushing syndrome (formerly 'red man syndrome') during infusion", "infusion rate slowed to 10 mg/min, cetirizine pre-med"),
    ("maculopapular rash trunk and arms", "antihistamine; drug switched"),
    ("neutropenia (neut 0.6)", "drug stopped, FBC repeated twice weekly"),
    ("Clostridioides difficile diarrhoea (toxin positive)", "oral vancomycin 125 mg QDS x 10 days"),
    ("PICC-associated upper limb DVT (axillary vein)", "apixaban started, line left in situ as functioning"),
    ("catheter-related bloodstream infection (CRBSI)", "line removed, tip cultured, blood cultures x2"),
    ("superficial thrombophlebitis at midline site, VIP score 3", "line removed and resited"),
    ("acute kidney injury (creatinine doubled)", "dose held, levels and U&E repeated"),
    ("CK rise > 5x ULN with myalgia on daptomycin", "daptomycin stopped"),
    ("drug-induced liver injury (ALT 6x ULN)", "ceftriaxone stopped; hepatology advice"),
    ("infusion device malfunction - over-infusion (device emptied in 14 h)", "device quarantined, supplier informed"),
    ("anaphylaxis-like reaction (hypotension, wheeze) within 10 min of dose", "IM adrenaline 500 mcg, ED transfer"),
    ("eosinophilia with fever and rash (?DRESS)", "drug stopped, dermatology review, RegiSCAR scoring"),
    ("missed doses x2 - courier delivery failure", "delivery schedule reviewed with provider"),
]
EXT_REPORT = {"UK": "MHRA Yellow Card", "IE": "HPRA online report", "US": "FDA MedWatch", "CA": "Health Canada Vigilance",
              "AU": "TGA adverse event report"}


def adverse_event(rng, country, lower):
    c = Case(rng, country)
    d = Doc(rng, lower)
    onset = I.add_days(c.start, rng.randint(3, 7 * c.weeks))
    rep = I.add_days(onset, rng.randint(0, 2))
    reac, act = pick(rng, REACTIONS)
    d.w("{h}\n", h=("HOSPITAL", c.hospital))
    d.t(pick(rng, ["ADVERSE EVENT REPORT - OPAT\n", "Incident / Adverse Drug Reaction Report\n",
                   "PATIENT SAFETY EVENT - OPAT SERVICE\n"]))
    d.w("Incident ref: {r}    Reported: {dt} {tm}\n", r=("IDNUM", I.idnum(rng, "incident")), dt=c.D(rep), tm=time(rng))
    d.t("Reporter: ")
    rp = pick(rng, [c.nurse, c.pharm, c.nurse2])
    d.v(rp.signed())
    d.w("  ({e})\n", e=("EMAIL", rp.email))
    if rng.random() < 0.5:
        d.w("Logged in system by {u} from {ip}\n", u=("USERNAME", rp.user), ip=("IPADDR", I.ipaddr(rng)))
    d.t(rule(rng))
    pt_header(d, c)
    d.w("Episode: {a}    Location at time of event: ", a=("ACCOUNT", c.acct))
    loc = rng.randrange(3)
    if loc == 0:
        d.t("patient's home (")
        d.v(c.address())
        d.t(")\n")
    elif loc == 1:
        d.w("{u}, chair {ch}\n", u=("HOSPITAL", c.opat_unit), ch=("LOCATION_OTHER", str(rng.randint(1, 12))))
    else:
        d.w("{h} (care home)\n", h=("HOSPITAL", c.care_home))
    d.t("\nSUSPECT DRUG / DEVICE\n")
    d.w("{x}\nBatch: {b}   Started: {s}\n", x=drug_line(c), b=("IDNUM", I.idnum(rng, "batch")), s=c.D(c.start))
    if "device" in reac or rng.random() < 0.3:
        d.w("Device: {p}  S/N {sn}", p=c.pump, sn=("DEVICE", c.pump_sn))
        if rng.random() < 0.5:
            d.w("   Line lot {l}", l=("DEVICE", c.line_lot))
        d.t("\n")
    d.t("Concomitant: ")
    d.t(", ".join(rng.sample(["apixaban", "metformin", "omeprazole", "rifampicin", "furosemide", "atorvastatin (held)",
                               "paracetamol", "ramipril", "sertraline", "methotrexate (held)"], 3)) + "\n")
    d.t("\nDESCRIPTION\n")
    d.w("Onset {dt} at {tm}: {r}. ", dt=c.D(onset), tm=time(rng), r=reac)
    d.t(pick(rng, ["Noted by %s at home visit. " % c.dn_long, "Patient phoned the OPAT line. ",
                   "Found at clinic attendance. ", "Reported by %s " % c.nok_rel]))
    if d.parts[-1].startswith("Reported by") or d.parts[-1].startswith("reported by"):
        d.v(c.nok.firstname())
        d.t(" who called at %s. " % time(rng))
    d.w("Obs: T {t} C, HR {hr}, BP {bp}, SpO2 {s}% RA, NEWS2 {n}.\n", t="%.1f" % rng.uniform(36.3, 38.9),
        hr=str(rng.randint(64, 118)), bp="%d/%d" % (rng.randint(96, 160), rng.randint(55, 92)),
        s=str(rng.randint(93, 99)), n=str(rng.randint(0, 5)))
    d.t("\nACTION TAKEN\n" + act + ". ")
    d.t("Discussed with ")
    d.v(c.id_cons.dr())
    d.w(" on {dt}.\n", dt=c.Ds(rep))
    d.t("\nASSESSMENT\n")
    nar = rng.randint(3, 9)
    d.t("Naranjo score %d (%s). Severity CTCAE grade %d. Preventable: %s.\n" % (
        nar, "probable" if nar >= 5 else "possible", rng.randint(1, 3), pick(rng, ["no", "possibly", "no"])))
    d.t("Dechallenge: " + pick(rng, ["positive", "not done", "positive - resolved within 72 h"]) + ".  Rechallenge: " +
        pick(rng, ["not done", "no", "n/a"]) + ".\n")
    d.t("Harm level: " + pick(rng, ["no harm", "low harm", "moderate harm"]) + ".\n")
    d.w("\nExternal report: {x} ref {r} submitted {dt}\n", x=EXT_REPORT[country], r=("IDNUM", I.idnum(rng, "pharmacovig")),
        dt=c.D(I.add_days(rep, rng.randint(0, 5))))
    d.t("Allergy/ADR record updated: " + yn(rng) + ".  Patient informed (duty of candour): " + yn(rng) + "\n")
    if rng.random() < 0.4:
        d.t("GP informed: ")
        d.v(c.gp.dr())
        d.w(", {p}, by fax {f}\n", p=("HOSPITAL", c.practice), f=("FAX", c.gp_fax))
    d.t("\nReviewed by: ")
    d.v(c.pharm.signed())
    d.w("  ({lab} {l}) on {dt}\n", lab=c.pharm.lic_label, l=("LICENSE", c.pharm.lic), dt=c.D(I.add_days(rep, rng.randint(1, 6))))
    return d


TOPICS = [
    "Hand hygiene before touching line/device", "ANTT when connecting/disconnecting",
    "Signs of line infection: fever, rigors, redness, pus", "Signs of DVT: arm swelling, pain, tight watch/rings",
    "What to do if line is cut/leaking: clamp above damage, call team", "Elastomeric device: ball deflating, keep at heart level",
    "Store drug in fridge 2-8 C, remove 1 h before use", "Sharps bin use and collection",
    "Showering: waterproof cover, no baths/swimming", "Missed dose procedure", "Side effects of current antibiotic",
    "Diarrhoea - report >3 loose stools/day (C. difficile risk)", "Bloods weekly - attendance", "Flushing technique push-pause",
    "Pump alarms: occlusion, air-in-line, low battery", "Keep diary / administration record up to date",
]


def education(rng, country, lower):
    c = Case(rng, country)
    d = Doc(rng, lower)
    d0 = I.add_days(c.start, -rng.randint(0, 2))
    d.w("{u}\n", u=("HOSPITAL", c.opat_unit))
    d.t(pick(rng, ["PATIENT / CARER EDUCATION CHECKLIST - OPAT\n", "Self-administration (S-OPAT) training checklist\n",
                   "OPAT education & competency record\n"]))
    pt_header(d, c)
    trainee = rng.random() < 0.5
    d.t("Person trained: " + pick(rng, ["patient", "patient and carer", "carer"]) + "  ")
    if trainee:
        d.t("(carer: ")
        d.v(c.nok.full())
        d.t(", " + c.nok_rel + ")")
    d.w("\nDevice: {l}, {p}\n", l=c.line, p=c.pump)
    d.t(rule(rng))
    d.t("Topic                                                      Taught  Teach-back  Date      Init\n")
    staff = [c.nurse, c.nurse2]
    for i, topic in enumerate(rng.sample(TOPICS, rng.randint(8, 13))):
        dt = I.add_days(d0, rng.randint(0, 3))
        d.t("%-58s %s     %s         " % (topic[:58], cb(rng), cb(rng, rng.random() < 0.92)))
        d.v(c.Ds(dt))
        d.t("   ")
        d.v(pick(rng, staff).initials())
        d.t("\n")
    d.t(rule(rng))
    d.t("Competency: " + pick(rng, ["3 supervised administrations completed - signed off",
                                     "2/3 supervised - final sign-off at next visit", "n/a (nurse-administered)"]) + "\n")
    d.t("Written info given: OPAT patient booklet, PICC care leaflet (")
    d.v(("URL", I.url(rng, "info")))
    d.t(")\n\nCONTACTS GIVEN\n")
    d.w("OPAT team (Mon-Fri 08:00-18:00): {p}\n", p=("PHONE", c.unit_phone))
    if rng.random() < 0.5:
        d.w("Clinic location: {u}, ground floor, {b} (blood tests: room {r})\n", u=("HOSPITAL", c.opat_unit),
            b=("LOCATION_OTHER", c.building), r=("LOCATION_OTHER", c.room))
    sw = I.phone(rng, country)
    if rng.random() < 0.5:
        sw += " " + I.extension(rng)
    d.w("Out of hours: {w} via switchboard {p}", w=pick(rng, ["on-call ID registrar", "acute medical unit", "HITH on-call nurse"]),
        p=("PHONE", sw))
    d.w("\nEmail (non-urgent): {e}\n", e=("EMAIL", c.unit_email))
    if rng.random() < 0.6:
        d.w("Patient portal: {u}  (username {n})\n", u=("URL", I.url(rng, "portal")),
            n=("USERNAME", "%s%s%d" % (c.pt.first.lower()[:4], c.pt.last.lower()[:3].replace("'", ""), rng.randint(1, 99))))
    if c.homecare and rng.random() < 0.6:
        d.w("Home infusion provider: {h} {p}\n", h=("ORGANIZATION", c.homecare), p=("PHONE", I.phone(rng, country)))
    if rng.random() < 0.5:
        d.w("Parking permit issued for vehicle {v}, valid to {dt}\n", v=("VEHICLE", c.vehicle), dt=c.D(c.end))
    emerg = {"UK": "999", "IE": "999 / 112", "US": "911", "CA": "911", "AU": "000"}[country]
    d.t("Patient told to go to ED / call %s if: rigors, collapse, chest pain or breathlessness.\n" % emerg)
    if rng.random() < 0.4:
        hn(d, c, 1)
        d.t("\n")
    d.t("\nPatient signature: ")
    d.v(c.name_full() if rng.random() < 0.7 else c.initials())
    d.t("   Date: ")
    d.v(c.D(d0))
    if trainee:
        d.t("\nCarer signature: ")
        d.v(c.nok.full())
    d.t("\n")
    sig(d, c, c.nurse, pick(rng, ["OPAT nurse educator", "OPAT CNS", "Infusion nurse"]), date=d0, contact=False)
    return d


def _site_addr(rng, c):
    city, region = c.city, c.region
    out = [("STREET", "%d %s %s" % (rng.randint(1, 400), pick(rng, P.STREET_WORDS), pick(rng, P.STREET_TYPES[c.country]))),
           ", ", ("CITY", city)]
    if c.country in ("US", "CA", "AU"):
        out += [", " if c.country != "AU" else " ", ("STATE", region), " ", ("ZIP", I.postcode(rng, c.country, region, city))]
    else:
        out += [" ", ("ZIP", I.postcode(rng, c.country, region, city))]
    return out


def discharge_letter(rng, country, lower):
    c = Case(rng, country)
    d = Doc(rng, lower)
    dc = I.add_days(c.end, rng.randint(0, 4))
    d.w("{u}\n", u=("HOSPITAL", c.opat_unit))
    d.w("{h}\n", h=("HOSPITAL", c.hospital))
    d.v(_site_addr(rng, c))
    d.w("\nTel {p}   Fax {f}   {e}\n\n", p=("PHONE", c.unit_phone), f=("FAX", c.unit_fax), e=("EMAIL", c.unit_email))
    d.w("Date: {dt}\n", dt=c.D(dc, "dBY" if country != "US" else "BdY"))
    d.w("Our ref: {a}   Dictated {dt}, typed {t}\n\n", a=("ACCOUNT", c.acct), dt=c.Ds(dc),
        t=c.Ds(I.add_days(dc, rng.randint(1, 3))))
    d.t("PRIVATE AND CONFIDENTIAL\n")
    d.v(c.gp.dr_full())
    d.w("\n{p}\n", p=("HOSPITAL", c.practice))
    d.v(_site_addr(rng, c))
    d.t("\n\nDear ")
    d.v(c.gp.dr())
    d.t(",\n\nRe: ")
    d.v(c.name_full())
    d.w(", DOB {dob}, ", dob=c.D(c.dob))
    d.v(c.ids_line())
    d.t("\n     ")
    d.v(c.address())
    d.t("\n\n" + pick(rng, ["DISCHARGE FROM OPAT\n", "Discharge from the OPAT service - summary\n", "OPAT completion letter\n"]))
    d.w("Diagnosis: {dx}\nOrganism: {o}\n", dx=c.dx, o=c.org)
    d.w("Treatment: {x}\n", x=drug_line(c))
    d.t("IV dates: ")
    d.v(c.D(c.admit))
    d.t(" - ")
    d.v(c.D(c.end))
    d.t(" (inpatient ")
    d.v(c.Ds(c.admit))
    d.t("-")
    d.v(c.Ds(c.start))
    d.w("; OPAT {n} days)\n", n=str((c.end - c.start).days))
    d.w("Vascular access: {l} inserted {i}, removed {r} - tip intact\n", l=c.line, i=c.D(c.line_date), r=c.D(I.add_days(c.end, rng.randint(0, 1))))
    d.t("Complications: " + pick(rng, ["none", "none", "mild eosinophilia, resolved", "line occlusion x1 (alteplase)",
                                        "rash day 12 - drug switched", "AKI stage 1, recovered"]) + "\n")
    d.t("Outcome (BSAC OPAT outcome): " + pick(rng, ["infection cured", "infection improved", "infection improved - oral follow-on",
                                                     "failure - readmitted"]) + "\n")
    d.t("\nDear ")
    d.v(c.gp.dr())
    d.t(pick(rng, [", I am pleased to report that ", ", just to let you know ", ", thank you for your help with "]))
    d.v(c.name_title())
    d.w(" has completed {wk} weeks of IV {drug} under our OPAT service. ", wk=str(c.weeks), drug=c.drug)
    d.w("{He} tolerated treatment {tw} and attended all monitoring. CRP fell from {a} to {b} mg/L. ",
        He=c.he().capitalize(), tw=pick(rng, ["well", "reasonably well", "well apart from a minor line issue"]),
        a=str(rng.randint(90, 260)), b=str(rng.randint(1, 12)))
    if rng.random() < 0.5:
        hn(d, c, 1)
    d.t("\n\nOn discharge " + c.he() + " will take " + c.oral + ".\nCurrent medications:\n")
    meds_list(d, c)
    d.t("\nACTIONS FOR " + c.gp_word().upper() + "\n- Please check FBC/CRP in 2 weeks and forward results.\n")
    d.t("- Re-refer if recurrent fever, wound breakdown or new pain.\n")
    d.w("- ID clinic follow-up {dt} at {tm} with ", dt=c.D(I.add_days(dc, rng.randint(21, 60))), tm=time(rng))
    d.v(c.id_cons.dr())
    d.t(".\n")
    if rng.random() < 0.4:
        d.w("- {ref} follow-up with ", ref=c.ref_spec)
        d.v(c.ref_cons.dr())
        d.t(" (already booked).\n")
    d.t("\nYours sincerely,\n\n\n")
    d.v(c.id_cons.dr_full() if rng.random() < 0.5 else c.id_cons.signed())
    d.t("\n" + c.id_title + " & OPAT Lead\n")
    if rng.random() < 0.6:
        d.w("{lab} {no}\n", lab=c.id_cons.lic_label, no=("LICENSE", c.id_cons.lic))
    d.w("Typed by: {t}\n", t=("DOCTOR", pick(rng, ["%s%s" % (c.nurse2.first[0].lower(), c.nurse2.last[0].lower()),
                                                 c.nurse2.first + " " + c.nurse2.last])))
    cc_block(d, c, extra=rng.random() < 0.6)
    return d
