"""Genres: club injury register; insurer or league report."""

from common import Note, ch, maybe, cap
import clin
import ctx as C
import phi
from phi import addd, fdate

OTHER_INJ = [
    ("L ankle lateral ligament sprain", "landed on opponent's foot"),
    ("R AC joint sprain grade II", "fell on point of shoulder in tackle"),
    ("hamstring strain (L biceps femoris)", "sprinting, non-contact"),
    ("R thumb UCL sprain", "caught in jersey"),
    ("laceration R eyebrow, 3 sutures", "clash of heads"),
    ("stinger L C5/6", "shoulder-led tackle"),
    ("L knee MCL sprain", "valgus in ruck"),
    ("R wrist scaphoid fracture (cast)", "FOOSH"),
    ("nasal fracture", "elbow to face"),
    ("quadriceps contusion", "knee to thigh"),
]


def _d(rng, c, d, styles=None):
    return phi.dt(rng, d, c.country, styles)


def register(rng, c):
    n = Note()
    cty = c.country
    officer = c.manager
    season = c.inj.year
    csv = maybe(rng, 0.35)
    n.line((c.club, "ORGANIZATION"), " - INJURY & CONCUSSION REGISTER - season ", (str(season), "DATE"))
    n.line("Maintained by: ", officer.full(), " (", ch(rng, ["club welfare officer", "team manager", "registrar"]),
           ")   Medical lead: ", c.doc.tl(rng), "   Physio/AT: ", c.at.full())
    n.line("Exported ", (fdate(addd(c.inj, rng.randrange(5, 60)), cty, "iso"), "DATE"), " by ",
           (phi.username(rng, officer), "USERNAME"), " from ", (phi.ipaddr(rng), "IPADDR"),
           " - ", (phi.url(rng, org=c.club, path="club/injury-register"), "URL"))
    n.blank()
    rows = rng.randrange(6, 11)
    day = addd(c.inj, -rng.randrange(20, 70))
    staff = [c.at, c.doc, c.pt_]
    if csv:
        n.line("ref,date,player,grade,dob,injury,mechanism,hia,removed,treated_by,cleared,days_lost")
    else:
        n.line("%-15s| %-11s| %-24s| %-9s| %-47s| %-4s| %-6s| %-11s" % (
            "Ref", "Date", "Player", "Grade", "Injury / mechanism", "Rem", "By", "Cleared"))
        n.line("-" * 130)
    star = rng.randrange(rows)
    concs = 0
    recs = []
    for i in range(rows):
        day = addd(day, rng.randrange(3, 9))
        if i == star:
            p, dob, d0 = c.pt, c.dob, c.inj
        else:
            p = C.person(rng, "PATIENT", adult=c.level == "adult" and maybe(rng, 0.3))
            dob = addd(day, -(int(c.age * 365.2425) + rng.randrange(-400, 400)))
            d0 = day
        conc = i == star or maybe(rng, 0.45)
        if conc:
            inj, mech = "concussion", clin.mech(rng, c.sport)
        else:
            inj, mech = ch(rng, OTHER_INJ)
        recs.append((d0, i, p, dob, conc, inj, mech))
    recs.sort(key=lambda r: (r[0], r[1]))
    for d0, i, p, dob, conc, inj, mech in recs:
        concs += conc
        ref = phi.idnum(rng, "inc", d0.year)
        by = ch(rng, staff)
        cleared = addd(d0, rng.randrange(8, 30))
        cl = fdate(cleared, cty, ch(rng, ["num", "num1", "dm"])) if maybe(rng, 0.75) else ""
        ds = fdate(d0, cty, ch(rng, ["num", "num1"]))
        nm = "%s %s" % (p.first, p.last) if maybe(rng, 0.6) else "%s, %s" % (p.last.upper(), p.first)
        if csv:
            n.add((ref, "IDNUM"), ",", (ds, "DATE"), ",\"", (nm, "PATIENT"), "\",", c.grade, ",",
                  (fdate(dob, cty, "iso"), "DATE"), ",\"", inj, "\",\"", mech, "\",",
                  "Y" if conc else "N", ",", "Y" if conc or maybe(rng, 0.5) else "N", ",", by.ini(dots=False), ",")
            if cl:
                n.add((cl, "DATE"))
            n.line(",", str((cleared - d0).days) if cl else "")
        else:
            im = inj + " / " + mech
            if len(im) > 44:
                im = im[:44].rsplit(" ", 1)[0].rstrip(",;") + "..."
            n.add((ref, "IDNUM"), " " * max(1, 15 - len(ref)), "| ", (ds, "DATE"), " " * max(1, 11 - len(ds)), "| ",
                  (nm, "PATIENT"), " " * max(1, 24 - len(nm)), "| ", "%-9s| %-47s| %-4s| " % (
                      c.grade[:9], im, "Y" if conc else "N"), by.ini(dots=False), " " * 4, "| ")
            n.line((cl, "DATE") if cl else "open")
    n.blank()
    n.line("Summary: %d concussions recorded this season to date (all removed from play, HIA where applicable)." % concs)
    n.line("Flag: ", c.pt.full(), " - ", ch(rng, ["second", "third"]), " concussion since ",
           _d(rng, c, addd(c.inj, -rng.randrange(200, 700)), ["my", "mys", "y"]), "; referred to ",
           c.doc.tl(rng), " at ", (c.clinic, "HOSPITAL"), " for specialist review before any GRTP. ",
           cap(c.parent_rel) if c.minor else "Player", " ", (c.parent if c.minor else c.pt).fn(),
           " informed ", _d(rng, c, addd(c.inj, 1), ["wds", "dm", "wday", "mon"]), ".")
    n.line("Mouthguard sensor data for ", c.pt.fn(), ": device ", (phi.device_sn(rng, "mg"), "DEVICE"),
           ", %d impacts > 40 g in the match." % rng.randrange(1, 6))
    if maybe(rng, 0.6):
        n.line("Gym access suspended for concussed players (fingerprint ID ", (phi.bioid(rng), "BIOID"),
               " deactivated until cleared).")
    n.line("Register reviewed at committee ", _d(rng, c, addd(c.inj, rng.randrange(7, 40)), ["mon", "num", "wdm"]),
           ". Next review by ", c.doc.tl(rng), ".")
    n.line("Contact: ", officer.fn(), " ", (phi.phone(rng, cty, "mob"), "PHONE"), " / ",
           (phi.email(rng, officer, org=c.club), "EMAIL"))
    return n


# --------------------------------------------------------------------------
def insurer(rng, c):
    n = Note()
    cty = c.country
    if maybe(rng, 0.55):
        _claim(n, rng, c)
    else:
        _league(n, rng, c)
    return n


def _claim(n, rng, c):
    cty = c.country
    claim = phi.idnum(rng, "claim")
    handler = C.person(rng, "FAMILY")
    n.line((c.insurer, "ORGANIZATION"), " - SPORTS INJURY CLAIM FORM")
    n.line("Claim no. ", (claim, "IDNUM"), "   Policy ", (c.pp[1], "HEALTHPLAN"), "   Scheme: ",
           (c.league, "ORGANIZATION"), " participant cover")
    n.blank()
    n.line("PART 1 - INJURED PERSON")
    n.line("Full name: ", c.pt.fml(), "   Date of birth: ", _d(rng, c, c.dob, ["num", "num1"]),
           "   Age at injury: ", (str(c.age), "AGE"))
    n.line("Address: ", C.addr_line(rng, c.addr, with_country=maybe(rng, 0.5)))
    n.line("Phone: ", (c.mob, "PHONE"), "   Email: ", (c.email, "EMAIL"))
    if c.ssn:
        n.line(phi.SSN_LABEL[cty], ": ", (c.ssn, "SSN"), "   ", C.hp_pc(c))
    else:
        n.line(C.hp_pc(c), "   ", C.natid(rng, c))
    if c.minor:
        n.line("Parent/guardian: ", c.parent.full(), " (", c.parent_rel, "), occupation ",
               (c.parent_job, "PROFESSION"), ", ph ", (c.parent_mob, "PHONE"))
    elif c.level == "adult":
        n.line("Occupation: ", (c.job, "PROFESSION"),
               ["   Employer: ", (c.employer, "ORGANIZATION")] if c.employer else "",
               "   Time off work: %d days" % rng.randrange(2, 20))
    elif c.job:
        n.line("Occupation: ", (c.job, "PROFESSION"), " (part-time)   Time off work: %d shifts" % rng.randrange(1, 8))
    n.line("Club/school: ", (c.team_org, "ORGANIZATION"), "   Registration no. ", (c.reg, "IDNUM"))
    n.blank()
    n.line("PART 2 - INCIDENT")
    travel = maybe(rng, 0.3)
    n.line("Date: ", _d(rng, c, c.inj, ["num", "long", "wd"]), "   Time: %d:%02d" % (rng.randrange(8, 20), rng.randrange(60)),
           "   Venue: ", (c.ground, "LOCATION_OTHER"), ", ", (c.ground_town, "CITY"))
    if travel:
        n.line("Description: injured travelling to an away fixture when the team minibus was struck at low speed; "
               "head struck the window frame. Vehicle reg ", (phi.plate(rng, cty), "VEHICLE"), ", VIN ",
               (phi.vin(rng), "VEHICLE"), ". Driver ", c.manager.full(), ", licence ",
               (phi.letters(rng, 1) + phi.digits(rng, 7), "LICENSE"), ". Police event ",
               (phi.idnum(rng, "case", c.inj.year), "IDNUM"), ".")
    else:
        n.line("Description: ", cap(clin.mech(rng, c.sport)), " during ", ch(rng, ["a match", "training", "a trial game"]),
               " (", c.sport, "). Removed from play and assessed by ", c.at.full(), ".")
    n.line("Witness: ", c.referee.full(), " (", ch(rng, ["referee", "match official", "opposition coach"]), "), ",
           (phi.phone(rng, cty, "mob"), "PHONE"))
    n.blank()
    n.line("PART 3 - TREATMENT")
    n.line("Diagnosis: concussion (", clin.icd(rng, cty), ")", ch(rng, ["", " with cervical strain", " and facial laceration"]))
    n.line("Treating doctor: ", c.doc.tfl(rng), ", ", (c.clinic, "HOSPITAL"), "   ", C.lic_pc(c.doc))
    n.line("Physiotherapy: ", c.pt_.full(), ", ", (c.physio_clinic, "HOSPITAL"), ", %d sessions" % rng.randrange(2, 9))
    if maybe(rng, 0.5):
        n.line("Hospital attendance: ", (c.hosp, "HOSPITAL"), " ED, ", _d(rng, c, c.inj, ["num", "mon"]),
               ", hospital no. ", (c.mrn, "MRN"))
    n.line("Invoices attached: ", (phi.account(rng), "ACCOUNT"), ", ", (phi.account(rng), "ACCOUNT"),
           "   Total claimed: %s%d.%02d" % ({"UK": "GBP ", "IE": "EUR "}.get(cty, "$"), rng.randrange(90, 1900), rng.randrange(100)))
    n.blank()
    n.line("PART 4 - PAYMENT")
    n.line("Account name: ", (c.parent if c.minor else c.pt).full(), "   Account no. ",
           (phi.digits(rng, 8), "ACCOUNT"))
    n.blank()
    n.line("DECLARATION: I declare the information is true and correct. Signed ",
           (c.parent if c.minor else c.pt).full(), "   Date ",
           _d(rng, c, addd(c.inj, rng.randrange(5, 40)), ["num", "num2"]))
    n.blank()
    n.line("OFFICE USE - received ", _d(rng, c, addd(c.inj, rng.randrange(40, 60)), ["num", "iso"]),
           "; assessor ", handler.full(), " (user ", (phi.username(rng, handler), "USERNAME"), "); ",
           ch(rng, ["approved", "pending medical report", "approved - excess applies", "referred for review"]), ".")


def _league(n, rng, c):
    cty = c.country
    rnd = rng.randrange(1, 20)
    n.line((c.league, "ORGANIZATION"))
    n.line(ch(rng, ["CONCUSSION / HEAD INJURY ASSESSMENT REPORT", "REPORT OF SUSPECTED CONCUSSION",
                    "HIA INCIDENT NOTIFICATION"]), "   Report ", (phi.idnum(rng, "inc", c.inj.year), "IDNUM"))
    n.blank()
    n.line("Match: ", (c.club, "ORGANIZATION"), " v ", (c.opp_club, "ORGANIZATION"), "   Grade: ", c.grade, "   Round ", str(rnd))
    n.line("Date: ", _d(rng, c, c.inj, ["num", "wd", "long"]), "   Venue: ", (c.ground, "LOCATION_OTHER"),
           ", ", (c.ground_town, "CITY"), ch(rng, ["", ["   Region: ", (c.addr["state"], "STATE" if cty not in ("UK", "IE") else "CITY")]]))
    n.line("Referee: ", c.referee.full(), "   Match report no. ", (phi.idnum(rng, "reg"), "IDNUM"))
    n.blank()
    n.line("PLAYER")
    n.line("Name: ", c.pt.LF(), "   Registration: ", (c.reg, "IDNUM"), "   DOB: ", _d(rng, c, c.dob, ["num", "iso"]),
           "   Age: ", (str(c.age), "AGE"))
    n.line("Team: ", (c.club, "ORGANIZATION"), "   Position: ", c.position)
    n.blank()
    n.line("INCIDENT")
    n.line("Minute %d. %s. " % (rng.randrange(2, 80), cap(clin.mech(rng, c.sport))),
           ch(rng, ["Criteria 1 sign observed (lying motionless).", "Tonic posturing seen on video.",
                    "HIA1 off-field screen failed.", "Player reported symptoms at half-time."]))
    n.line("Outcome: ", ch(rng, ["permanently removed", "HIA1 pass, returned; HIA2 abnormal",
                                 "removed; transported to hospital"]),
           ". Video reference: ", (phi.url(rng, org=c.league, path="video/" + phi.digits(rng, 7)), "URL"))
    if maybe(rng, 0.4):
        n.line("Instrumented mouthguard ", (phi.device_sn(rng, "mg"), "DEVICE"), " recorded %d g / %d rad/s^2 at the time." % (
            rng.randrange(40, 110), rng.randrange(2000, 8000)))
    n.blank()
    n.line("MEDICAL")
    n.line("Assessed by: ", c.at.full(), ", ", c.at.creds, "   Team doctor: ", c.doc.tl(rng), "   ", C.lic_pc(c.doc))
    n.line("Follow-up at ", (c.clinic, "HOSPITAL"), " on ", _d(rng, c, addd(c.inj, rng.randrange(1, 4)), ["num", "wds", "mon"]), ".")
    sd, why = ch(rng, [(12, "adult"), (19, "U19"), (21, "community game")]) if not c.minor else ch(rng, [(19, "U19"), (21, "community game")])
    n.line("Mandatory stand-down: %d days (%s)" % (sd, why),
           ". Earliest eligible: ", _d(rng, c, addd(c.inj, sd), ["num", "wds", "long"]),
           ". Clearance form received: ", ch(rng, [[_d(rng, c, addd(c.inj, rng.randrange(14, 30)), ["num", "mon"])], ["pending"]]), ".")
    n.blank()
    n.line("Submitted by: ", c.manager.full(), " (team manager), ", (phi.phone(rng, cty, "mob"), "PHONE"), ", ",
           (phi.email(rng, c.manager, org=c.club), "EMAIL"))
    n.line("Portal user ", (phi.username(rng, c.manager), "USERNAME"), ", submitted from ", (phi.ipaddr(rng), "IPADDR"),
           " on ", (fdate(addd(c.inj, rng.randrange(0, 3)), cty, "iso"), "DATE"),
           " %02d:%02d" % (rng.randrange(0, 24), rng.randrange(60)))
