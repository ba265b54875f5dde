"""Genres: sitter / 1:1 observation roster, discharge-before-noon tracking list, isolation precautions list."""
import datetime as dt

import pools as P
from common import (patient, staff, doc, sname, drname, ptname, pt_titled, family, famname, unit_parts,
                    room_parts, lookalike, phone_parts, header)
from core import Doc


def sitter(c):
    r = c.r
    d = Doc()
    header(d, c, r.choice(["Sitter / 1:1 Observation Roster", "Constant Observation Roster", "Patient Safety Companion Schedule"]),
           url=r.random() < 0.3)
    coord = staff(c, "RN")
    d.ln("Coordinator: ", sname(c, coord), "  ", phone_parts(c, "cell "), "  ", (c.email(coord), "EMAIL"))
    d.ln()
    pipe = r.random() < 0.5
    if pipe:
        d.ln("| Room | Patient | Reason | Level | Sitter | Hours | Biometric ID |")
        d.ln("|---|---|---|---|---|---|---|")
    for _ in range(r.randint(3, 7)):
        p = patient(c)
        s = staff(c, r.choice(["CNA", "PSW", "Sitter", "PCA"]))
        reason = r.choice(["suicide risk, C-SSRS high", "delirium, pulling lines", "elopement risk", "CIWA > 15, agitation",
                           "post-ingestion, awaiting psych", "dementia w/ wandering", "impulsive, " + r.choice(P.SCORES)])
        lvl = r.choice(["1:1", "1:2 cohort", "virtual", "constant", "q15min checks"])
        hrs = r.choice(["0700-1900", "1900-0700", "0700-1500", "1500-2300", "2300-0700"])
        badge = (c.bioid(), "BIOID") if r.random() < 0.35 else None
        nm = ptname(c, p, r.choice(["LAST, F", "Last, First", "First L.", "F.L.", "LAST, FIRST"]))
        if pipe:
            d.ln("| ", (p["room"], "LOCATION_OTHER"), " | ", nm, " | ", reason, " | ", lvl, " | ",
                 (c.name(s, r.choice(["First Last", "F. Last"])), "DOCTOR"), " | ", hrs, " | ", badge if badge else "-", " |")
        else:
            d.ln(room_parts(c, p["room"]), "  ", nm, " (", (str(p["age"]), "AGE"), p["sex"], ")  - ", reason)
            d.ln("     ", lvl, " by ", sname(c, s), ", ", hrs, [", palm-vein ID ", badge] if badge else "")
        if lvl == "virtual":
            d.ln("     camera ", (c.device(), "DEVICE"), " @ ", (c.ip(), "IPADDR"), ", monitored by ", (c.username(staff(c)), "USERNAME"))
    d.ln()
    if r.random() < 0.6:
        ag = r.choice(P.ORGS_AGENCY)
        d.ln("Agency sitters from ", (ag, "ORGANIZATION"), " booked for ", c.D(c.day + dt.timedelta(days=1)), " and ",
             c.D(c.day + dt.timedelta(days=2)), "; confirmation ", (c.idnum("SR"), "IDNUM"), ".")
    p = patient(c)
    f = family(c, p)
    d.ln("Family sitting instead of staff: ", (p["room"], "LOCATION_OTHER"), " - ", f["rel"], " ", famname(c, f),
         " ", r.choice(["overnight", "until 2200", "on weekends"]), ", signed waiver ", c.D(c.near(-3, 0)), ".")
    if r.random() < 0.4:
        prof = r.choice([x for x in P.PROFESSIONS if not x.startswith("retired")])
        d.ln(f["rel"].capitalize(), " works as ", "an " if prof[0] in "aeiou" else "a ", (prof, "PROFESSION"), " and can only come after ", c.time(), ".")
    d.ln("Reassess need each shift; discontinue only with order from ", drname(c, doc(c)), ".")
    return d


def dbn(c):
    r = c.r
    d = Doc()
    d.ln(r.choice(["DISCHARGE BEFORE NOON TRACKER", "DBN Tracking List", "Discharge by 11 - Tracker"]), " ",
         unit_parts(c), " ", c.D(c.day, r.choice(["wd m/d", "Wday, Month d, Y", "d-Mon-Y", "Y-m-d"])))
    d.ln("Goal ", str(r.randint(30, 50)), "% DC orders by 0900 / out by 1200. Yesterday: ", str(r.randint(1, 6)), "/",
         str(r.randint(7, 12)), " met.")
    d.ln()
    for i in range(r.randint(4, 8)):
        p = patient(c)
        rn = staff(c, "RN")
        d.ln(str(i + 1), ". ", room_parts(c, p["room"]), " | ", ptname(c, p, r.choice(["LAST, First M", "Last, First", "First Last", "LAST, F"])),
             " | ", c.age_parts(p["age"], p["sex"], r.choice(["sexF", "sex/", "yo_sex", "(a)"])), " | EDD ", c.D(p["edd"]), " | RN ",
             (c.name(rn, r.choice(["First", "First L.", "F. Last"])), "DOCTOR"))
        k = r.randint(0, 5)
        if k == 0:
            f = family(c, p)
            d.ln("   Ride: ", f["rel"], " ", famname(c, f), " ", (c.phone(), "PHONE"), ", ", r.choice(["silver Honda", "blue pickup",
                                                                                                    "white minivan"]), " plate ",
                 (c.plate(), "VEHICLE"), ", ETA ", c.time())
        elif k == 1:
            d.ln("   Meds to beds: ", (r.choice(P.PHARMACIES), "HOSPITAL"), "; ", r.choice(P.DRUGS), "; copay card ", (c.healthplan(), "HEALTHPLAN"))
        elif k == 2:
            d.ln("   Home: ", c.address_parts(), "; home care referral to ", (r.choice(P.CLINICS), "HOSPITAL"))
        elif k == 3:
            d.ln("   Dest: ", (r.choice(P.SNFS), "HOSPITAL"), ", fax packet to ", (c.phone(), "FAX"), "; report called to ",
                 (c.name(staff(c), "First"), "DOCTOR"), " ", (c.phone(), "PHONE"))
        elif k == 4:
            d.ln("   Barrier: ", r.choice(["awaiting " + r.choice(P.LABS), "PT clearance", "cab voucher", "insulin teaching",
                                           "MD rounding late"]), "; escalated to ", drname(c, doc(c)))
        else:
            prof = r.choice(P.PROFESSIONS)
            lead = "is " if prof.startswith("retired") else r.choice(["is ", "works as "])
            d.ln("   Pt ", lead, "an " if prof[0] in "aeiou" else "a ", (prof, "PROFESSION"), "; needs work note for ",
                 (r.choice(P.ORGS_EMPLOYER), "ORGANIZATION"))
        if r.random() < 0.2:
            d.ln("   Placement packet: SSN ", (c.ssn(), "SSN"), ", member ", (c.healthplan(), "HEALTHPLAN"), ", acct ", (p["acct"], "ACCOUNT"))
        d.ln("   DC order ", r.choice(["0815", "0902", "1040", "pending", "--"]), "  Out ", r.choice(["1105", "1150", "1320", "--"]),
             "  LOS ", str(r.randint(1, 14)), "d")
    d.ln()
    cm = staff(c, "CM")
    d.ln("Case mgmt: ", (c.name(cm, "First Last"), "DOCTOR"), " pager ", (c.pager(), "PHONE"), "; tracker at ", (c.url(), "URL"))
    return d


def isolation(c):
    r = c.r
    d = Doc()
    d.ln(r.choice(["ISOLATION PRECAUTIONS LIST", "IPAC Isolation List", "Infection Control - Active Precautions"]))
    d.ln((c.hospital, "HOSPITAL"), " / ", unit_parts(c), " / as of ", c.D(c.day), " ", c.time())
    ip = staff(c, "ICP")
    d.ln("IP&C: ", (c.name(ip, r.choice(["First Last", "F. Last"])), "DOCTOR"), r.choice([", CIC", ", RN, CIC", ""]), "  ext ",
         (c.ext(), "PHONE"), "  ", (c.generic_email(), "EMAIL"))
    d.ln()
    aligned = r.random() < 0.5
    if aligned:
        d.ln("ROOM      PATIENT                   PRECAUTION         ORGANISM          +CULTURE      ACCESSION")
    for _ in range(r.randint(4, 9)):
        p = patient(c)
        prec, org = r.choice(P.ISOLATION)
        pos = c.near(-15, 0)
        acc = c.accession()
        nm = ptname(c, p, r.choice(["LAST, First M", "LAST, FIRST", "Last, First", "LAST, F"]))
        if aligned:
            d.pad([(p["room"], "LOCATION_OTHER")], 10)
            d.pad([nm], 26)
            d.pad([prec], 19)
            d.pad([org], 18)
            d.pad([c.D(pos, "m/d/Y" if c.country == "US" else "Y-m-d")], 14)
            d.ln((acc, "IDNUM"))
        else:
            d.ln("- ", room_parts(c, p["room"]), ": ", nm, ", MRN ", (p["mrn"], "MRN"), " - ", prec, " (", org, ") since ",
                 c.D(pos), "; specimen ", (acc, "IDNUM"))
        k = r.random()
        if org.startswith("r/o pulmonary TB") or k < 0.15:
            d.ln("    travel: arrived from ", (r.choice(P.COUNTRIES), "COUNTRY"), " ", c.D(c.near(-60, -10), r.choice(["Month Y", "Mon d", "m/d/Y"])),
                 "; negative-pressure room ", (c.room(), "LOCATION_OTHER"), " checked ", c.time())
        elif k < 0.3:
            d.ln("    hx ", org, " ", c.D(c.near(-900, -200), r.choice(["Y", "Month Y"])), " at ",
                 (r.choice(P.SNFS), "HOSPITAL"), "; screening swab due ", c.D(c.near(1, 3)))
        elif k < 0.4:
            d.ln("    clearance: 3 neg swabs needed, 2 done (", c.D(c.near(-4, -2), "m/d"), ", ", c.D(c.near(-1, 0), "m/d"), ")")
    d.ln()
    d.ln("Cohorting: ", (c.room(), "LOCATION_OTHER"), " and ", (c.room(), "LOCATION_OTHER"), " may share (same organism). ",
         r.choice(["Dedicated equipment only.", "Bleach wipes for C. diff rooms.", "N95 fit-test required."]))
    if r.random() < 0.5:
        d.ln("Outbreak line list: ", (c.url(), "URL"), "; public health case # ", (c.idnum("PH"), "IDNUM"))
    return d
