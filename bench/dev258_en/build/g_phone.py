"""Genre telephone_encounter: calls to / from the event medical service."""
import phi
import people as PE
import clinical as CL
import common as C
from notelib import Note

GENRE = "telephone_encounter"
EMERG = {"UK": "999", "US": "911", "AU": "000"}
KINDS = ["festival", "stadium", "marathon", "motorsport", "public", "festival"]


def _head(rng, c, n, caller_kind, when):
    n.w(rng.choice(["TELEPHONE ENCOUNTER", "Telephone consultation record", "PHONE CALL LOG", "Tel. contact note"]), "\n")
    n.w("Service: ", ("ORGANIZATION", c.provider), " - ", ("ORGANIZATION", c.event), " medical\n")
    n.w("Date: ", C.D(rng, c, when), "   Time: " + C.hhmm(rng, 8, 21, rng.choice(["colon", "hrs", "ampm"])) +
        "   Direction: " + caller_kind + "   Duration: " + "%d min %02d s" % (rng.randint(1, 18), rng.randint(0, 59)) + "\n")
    n.w("Call ref: ", ("IDNUM", rng.choice(["TEL-", "CR", "REC-"]) + phi.digits(rng, 6)), "\n\n")


def _followup(rng, c, n, p, pres, staff):
    when = C.plus(c.d0, rng.randint(1, 3))
    _head(rng, c, n, "outgoing", when)
    n.w("Called: ", PE.nm(rng, p, "PATIENT", rng.choice(["full", "LF", "fml"])), " on ", ("PHONE", p.phone), "\n")
    n.w("Identity confirmed: DOB ", C.D(rng, c, p.dob))
    if rng.random() < 0.5:
        n.w({"US": " and zip ", "UK": " and postcode ", "AU": " and postcode "}[c.country], ("ZIP", p.addr.zip))
    else:
        n.w(" and first line of address ", ("STREET", p.addr.street))
    n.w("\n")
    if c.country == "US" and rng.random() < 0.6:
        n.w("Also verified SSN on file: ", ("SSN", p.ssn), "\n")
    if rng.random() < 0.3:
        n.w("Caller verified by voice biometric (match ", ("BIOID", phi.bioid(rng, "voice")), ", score 0." + phi.digits(rng, 2) + ")\n")
    n.w("\nS: Follow-up call re attendance at on-site medical centre on ", C.DP(rng, c, c.d0, rng.choice(["wd", "dm", "dm_long"])),
        " (PRF ", ("ACCOUNT", phi.prf_no(rng)), ") - " + rng.choice(pres["imp"]) + ".\n")
    n.w("B: " + rng.choice(pres["hx"]) + " " + rng.choice(pres["tx"]) + "\n")
    spec = {"headinj": ("Still has headache 4/10, no vomiting, no drowsiness.", "Safety-netted: call %s if red flags (repeated vomiting, confusion, seizure)." % EMERG[c.country]),
            "ankle": ("Ankle more swollen today, struggling to weight bear.", "Advised to attend "),
            "lac": ("Wound clean, no redness or discharge.", "Advised practice nurse wound check in 5 days."),
            "mh": ("Low mood since the weekend, sleeping poorly.", "Advised to self-refer to talking therapies; crisis line number given."),
            "crush": ("Ribs still sore, breathing OK, no haemoptysis.", "Advised to attend ")}
    a, rr = spec.get(pres["key"], (rng.choice(["Reports feeling much better, eating and drinking.",
                                               "Says " + p.he + " went to " + c.ed + " last night and was discharged.",
                                               "Tired but otherwise well."]), "Advised GP review if any concerns."))
    n.w("A: " + a + "\n")
    n.w("R: " + rr)
    if n._parts[-1] == "Advised to attend ":
        n.w(("HOSPITAL", c.hosp.name), " ", c.ed, " for x-ray today.")
    n.w("\n")
    if rng.random() < 0.5:
        rel = rng.choice(["mum", "partner", "dad", "housemate"])
        f = PE.make_other(rng, c.country, rel=rel)
        n.w(rel.capitalize() + " ", PE.nm(rng, f, "FAMILY", "first"), " also on speaker, agrees with plan.\n")
    n.w("\n", PE.staff_ref(rng, staff, rng.choice(["full", "full_cred", "title_full", "full_reg"])), " - ", staff.role, "\n")


def _hospital_calls(rng, c, n, p, pres, staff):
    when = C.plus(c.d0, rng.choice([0, 0, 1]))
    _head(rng, c, n, "incoming", when)
    caller = PE.make_staff(rng, c.country, rng.choice(["event doctor", "staff nurse", "RN", "event physician"]))
    n.w("Caller: ", PE.staff_ref(rng, caller, rng.choice(["title_full", "full", "fi_last"])), ", " + rng.choice(["ED registrar", "ED charge nurse",
        "ICU SHO", "AMU nurse", "ED resident"]) + ", ", ("HOSPITAL", c.hosp.name), "\n")
    n.w("Callback no: ", ("PHONE", phi.with_ext(rng, c.hosp.phone) if rng.random() < 0.5 else c.hosp.phone), rng.choice(["", " (bleep ", " pager "]))
    if n._parts[-1] == " (bleep ":
        n.w(("PHONE", phi.bleep(rng)), ")")
    elif n._parts[-1] == " pager ":
        n.w(("PHONE", phi.bleep(rng)))
    n.w("\n\nRe: ", PE.nm(rng, p, "PATIENT", rng.choice(["full", "LF"])), ", ", C.age_piece(rng, p, rng.choice(["yo", "sex", "yrs"])), ", hosp no ",
        ("MRN", p.mrn), "\n")
    n.w("Request: " + rng.choice(["copy of on-site PRF and drug chart", "what time was the adrenaline given?", "was there any head injury on site?",
                                 "what substances did pt declare?", "contact details for the friends who were with pt"]) + "\n")
    n.w("Info given: PRF ", ("ACCOUNT", phi.prf_no(rng)), " read back - " + CL.obs_line(rng, CL.obs(rng, pres["profile"]), "compact") +
        ". " + rng.choice(pres["tx"]) + "\n")
    n.w("PRF scanned and sent by secure email to ", ("EMAIL", phi.role_email(rng, rng.choice(["ed.admin", "resus.team", "ed-referrals", "amu.ward"]))),
        rng.choice([" and faxed to ", ""]))
    if n._parts[-1] == " and faxed to ":
        n.w(("FAX", c.hosp.fax))
    n.w(".\n")
    n.w("Hospital update: " + rng.choice(["pt stable, awaiting CT", "admitted to ICU, intubated", "discharged home this morning", "for cath lab",
                                         "being observed, GCS now 15"]) + ".\n")
    n.w("\nTaken by: ", PE.nm(rng, staff, "DOCTOR", rng.choice(["full", "fi_last"])), " (", staff.role, ")  user ", ("USERNAME", staff.user), "\n")


def _parent_calls(rng, c, n, p, pres, staff):
    when = C.plus(c.d0, rng.choice([0, 1, 2]))
    _head(rng, c, n, "incoming", when)
    rel = rng.choice(["mother", "father", "stepmum", "aunt", "grandmother"])
    f = PE.make_other(rng, c.country, rel=rel)
    f.last = p.last if rng.random() < 0.6 else f.last
    n.w("Caller: ", PE.nm(rng, f, "FAMILY", rng.choice(["full", "LF"])), " (" + rel + " of patient) from ", ("PHONE", f.phone), "\n")
    n.w("Patient: ", PE.nm(rng, p, "PATIENT", rng.choice(["full", "first"])), ", ", C.age_piece(rng, p, rng.choice(["plain", "yrs", "word"])), "\n")
    pr = "his" if rel == "father" else "her"
    kin = {"mother": "son", "father": "son", "stepmum": "stepson", "aunt": "nephew", "grandmother": "grandson"}[rel]
    if p.sex == "F":
        kin = kin.replace("stepson", "stepdaughter").replace("nephew", "niece").replace("grandson", "granddaughter").replace("son", "daughter")
    n.w("Caller states " + pr + " " + kin +
        " was seen in the medical tent on ", C.DP(rng, c, c.d0, rng.choice(["wd", "wd_dm", "dm_long"])), " and wants to know " +
        rng.choice(["what happened", "whether drugs were involved", "why no one called " + ("him" if rel == "father" else "her"), "if the police were involved",
                    "where the phone and bank card are"]) + ".\n")
    if p.age >= 16:
        n.w("Pt is ", ("AGE", str(p.age)), " - explained confidentiality; unable to share details without pt consent. Offered to pass message.\n")
    else:
        n.w("Pt under 16 - details shared with person with parental responsibility after ID check (address ", PE.addr_inline(p.addr, with_state=False),
            " confirmed).\n")
    if rng.random() < 0.4:
        n.w("Lost property: " + rng.choice(["insulin pump", "Libre reader", "phone", "inhaler"]) + " handed in to medical; ")
        if n._parts[-1].startswith("Lost property: insulin"):
            n.w("serial ", ("DEVICE", phi.device_serial(rng, "pump")), " matched; ")
        n.w("to be posted to ", ("STREET", p.addr.street), ", ", ("CITY", p.addr.city), ".\n")
    n.w("Caller " + rng.choice(["satisfied", "unhappy, wants to complain - complaints email given: ", "thanked team"]))
    if n._parts[-1].endswith("given: "):
        n.w(("EMAIL", phi.role_email(rng, rng.choice(["complaints", "patient.feedback", "governance"]))))
    n.w(".\n\n")
    n.w("Handled by ", PE.nm(rng, staff, "DOCTOR", rng.choice(["full", "first_li"])), ", ", staff.role, ". Escalated to ",
        PE.staff_ref(rng, PE.make_staff(rng, c.country, "clinical lead"), "title_last"), rng.choice([".", " for callback."]), "\n")


def _advice_line(rng, c, n, p, pres, staff):
    """Attendee phones the event medical line before/after attending."""
    _head(rng, c, n, "incoming (event medical line)", c.d0)
    n.w("caller: ", PE.nm(rng, p, "PATIENT", rng.choice(["first", "full", "first_li"])), ", ", C.age_piece(rng, p, rng.choice(["y", "yo", "plain"])),
        ", calling from ", rng.choice(["campsite", "car park", "hotel in town", "seat"]), " - mob ", ("PHONE", p.phone), "\n")
    if rng.random() < 0.5:
        col, pitch = C.campsite(rng)
        n.w("location: " + col + " camping, ", pitch, " / ", C.w3w(rng), "\n")
    n.w("reason: " + rng.choice(pres["cc"]) + ". " + rng.choice(pres["hx"]) + "\n")
    n.w("triage: " + rng.choice(["P3 - advised to walk to medical centre", "P2 - rover dispatched", "P1 - " + EMERG[c.country] + " + rover dispatched",
                                 "self-care advice, call back if worse"]) + "\n")
    n.w("rover: " + staff.callsign + " (", PE.nm(rng, staff, "DOCTOR", rng.choice(["first", "full"])), ") on scene " + C.hhmm(rng) + "\n")
    n.w("outcome: " + rng.choice(["brought to medical centre", "treated in situ", "no trace at location", "call back - all ok"]) + "\n")


def gen(rng, country):
    kind = rng.choice(KINDS)
    c = PE.make_ctx(rng, country, kind)
    p = PE.make_patient(rng, country, c.d0, kind)
    pres = CL.pick(rng, kind)
    staff = PE.make_staff(rng, country, rng.choice(["paramedic", "staff nurse", "RN", "event doctor", "control loggist", "medical manager"]))
    n = Note()
    r = rng.random()
    if r < 0.35:
        _followup(rng, c, n, p, pres, staff)
    elif r < 0.6:
        _hospital_calls(rng, c, n, p, pres, staff)
    elif r < 0.8:
        _parent_calls(rng, c, n, p, pres, staff)
    else:
        _advice_line(rng, c, n, p, pres, staff)
    if rng.random() < 0.35:
        n.w("\n" + C.hard_neg_line(rng, c.country) + "\n")
    return n
