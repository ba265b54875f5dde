"""Genre shift_report_email (own genre): end-of-shift clinical summary
e-mails between event medical leads, organisers and hospitals."""
import phi
import people as PE
import clinical as CL
import common as C
from notelib import Note

GENRE = "shift_report_email"
KINDS = ["festival", "festival", "stadium", "marathon", "motorsport", "public"]


def _addr(rng, s):
    return [PE.nm(rng, s, "DOCTOR", "full"), " <", ("EMAIL", s.email), ">"]


def gen(rng, country):
    kind = rng.choice(KINDS)
    c = PE.make_ctx(rng, country, kind)
    lead = PE.make_staff(rng, country, rng.choice(["clinical lead", "medical director", "senior medical officer", "event doctor"]))
    mgr = PE.make_staff(rng, country, rng.choice(["medical manager", "medical coordinator", "dispatcher"]))
    org = PE.make_other(rng, country)
    org.email = phi.email(rng, org.first, org.last)
    n = Note()
    day = C.plus(c.d0, rng.randint(0, 2))
    n.w("From: ", _addr(rng, lead), "\n")
    n.w("To: ", PE.nm(rng, org, "FAMILY", "full"), " <", ("EMAIL", org.email), ">; ", _addr(rng, mgr), "\n")
    if rng.random() < 0.6:
        n.w("Cc: ", ("EMAIL", phi.role_email(rng, rng.choice(["medical.control", "safety.officer", "sag.secretary", "ops"]))), "\n")
    n.w("Date: ", C.D(rng, c, day, rng.choice(["wd_mdy", "mdy_short", "num"] if country == "US" else ["wd_dmy", "dmy_short", "num", "wd_num"])),
        " " + C.hhmm(rng, 0, 9, "colon") + "\n")
    n.w("Subject: ", ("ORGANIZATION", c.event), " - medical sitrep " + rng.choice(["Day 1", "Day 2", "Day 3", "end of event", "overnight"]) + "\n")
    if rng.random() < 0.45:
        n.w("X-Originating-IP: [", ("IPADDR", phi.ipaddr(rng)), "]\n")
    n.w("\n")
    n.w(rng.choice(["Hi ", "Dear ", "Morning ", ""]), PE.nm(rng, org, "FAMILY", "first"), ",\n\n")
    seen = rng.randint(25, 420)
    conv = rng.randint(0, 9)
    n.w("Summary for the " + rng.choice(["day", "night", "shift", "event"]) + " at ", ("LOCATION_OTHER", c.venue), " (", C.D(rng, c, c.d0, "num"), "):\n")
    n.w("- Patient contacts: %d (medical centre %d, rovers %d, welfare %d)\n" % (seen, seen // 2, seen // 3, seen - seen // 2 - seen // 3))
    n.w("- Conveyed to hospital: %d   Refusals: %d   Deaths: 0\n" % (conv, rng.randint(0, 3)))
    n.w("- PPR (patient presentation rate): %.2f per 1,000\n" % (seen / rng.randint(10, 90)))
    n.w("- Top presentations: " + ", ".join(rng.sample(["minor injury", "intoxication", "heat", "headache", "wasp stings", "blisters",
                                                        "anxiety", "asthma", "head injury", "lacerations"], 4)) + "\n\n")
    n.w("Notable cases:\n")
    for i in range(rng.randint(2, 5)):
        q = PE.make_patient(rng, country, c.d0, kind)
        pres = CL.pick(rng, kind)
        n.w(str(i + 1) + ". ", PE.nm(rng, q, "PATIENT", rng.choice(["init", "first_li", "full", "init"])), " (", ("AGE", str(q.age)), q.sex, ", PRF ",
            ("ACCOUNT", phi.prf_no(rng)), ") - " + rng.choice(pres["imp"]) + ". ")
        r = rng.random()
        if r < 0.45:
            n.w("Conveyed to ", ("HOSPITAL", rng.choice([c.hosp.name, c.hosp2.name])), ". " +
                rng.choice(["Update from ED: stable.", "Admitted.", "Discharged same night.", "No update yet."]))
        elif r < 0.65:
            n.w("Safeguarding referral made (ref ", ("IDNUM", phi.sg_ref(rng, c.d0)), ").")
        elif r < 0.8:
            n.w("Treated on site by ", PE.staff_ref(rng, PE.make_staff(rng, country), rng.choice(["full", "title_last", "fi_last"])), ", discharged.")
        else:
            n.w("Complaint received from " + rng.choice(["mother", "father", "partner"]) + " ", PE.nm(rng, PE.make_other(rng, country), "FAMILY", "full"),
                " re wait time - I will respond.")
        n.w("\n")
    n.w("\nStaffing/ops:\n")
    n.w("- " + str(rng.randint(8, 60)) + " clinical staff on shift; ", PE.nm(rng, PE.make_staff(rng, country), "DOCTOR", "full"),
        " went off sick at " + C.hhmm(rng) + " (" + rng.choice(["D&V", "migraine", "sprained ankle on site"]) + ").\n")
    n.w("- ", rng.choice(["Med Ctr generator failed 01:10-01:25, UPS held.", "Entonox supply low - 2 cylinders ordered.",
                          "Tablet ", "Radio ", "AED "]))
    last = n._parts[-1]
    if last == "Tablet ":
        n.w(("DEVICE", phi.device_serial(rng, "tablet")), " lost on site, remote-wiped by ", ("USERNAME", mgr.user), ".")
    elif last == "Radio ":
        n.w("S/N ", ("DEVICE", phi.device_serial(rng, "radio")), " not returned by " + rng.choice(["Rover 4", "Bike 2", "agency staff"]) + ".")
    elif last == "AED ":
        n.w("S/N ", ("DEVICE", phi.device_serial(rng, "aed")), " used x1 (see separate review), pads replaced.")
    n.w("\n")
    if rng.random() < 0.4:
        n.w("- CD register checked by ", PE.nm(rng, lead, "DOCTOR", "init"), " + ", PE.nm(rng, mgr, "DOCTOR", "init"),
            "; biometric cabinet log shows access by template ", ("BIOID", phi.bioid(rng, "fp")), " only.\n")
    if rng.random() < 0.4:
        n.w("- Ambulance liaison: ", ("ORGANIZATION", c.ambulance), " reported " + str(rng.randint(0, 5)) + " handover delays at ", ("HOSPITAL", c.hosp.name),
            ".\n")
    if rng.random() < 0.5:
        n.w("- ePRFs all synced to portal (", ("URL", phi.url(rng)), ").\n")
    else:
        n.w("- All paper PRFs scanned and locked in the medical cabin safe.\n")
    n.w("\nAny issues call me on ", ("PHONE", lead.phone), rng.choice([". ", " - "]), rng.choice(["Thanks", "Cheers", "Kind regards", "Best"]), ",\n")
    n.w(PE.nm(rng, lead, "DOCTOR", rng.choice(["first", "full"])), "\n\n")
    n.w("--\n", PE.staff_ref(rng, lead, rng.choice(["title_full", "full_cred", "full"])), "\n")
    n.w(lead.role.title() + ", ", ("ORGANIZATION", c.provider), "\n")
    if lead.reg:
        n.w(lead.reg_label + " ", ("LICENSE", lead.reg), "\n")
    n.w("M: ", ("PHONE", lead.phone), "  |  Office: ", ("PHONE", phi.phone(rng, country, "land")))
    if rng.random() < 0.5:
        n.w("  |  Fax: ", ("FAX", phi.phone(rng, country, "land")))
    n.w("\n", ("URL", phi.url(rng)), "\n")
    n.w("This email and any attachments are confidential and may contain patient identifiable information.\n")
    return n
