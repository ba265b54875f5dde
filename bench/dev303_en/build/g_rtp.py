"""Genres: return-to-play stage log; medical clearance letter."""

from common import Note, ch, maybe, cap, a_an
import clin
import ctx as C
import phi
from phi import addd, fdate


def _d(rng, c, d, styles=None):
    return phi.dt(rng, d, c.country, styles)


def rtp_log(rng, c):
    n = Note()
    cty = c.country
    rugby = c.sport in ("rugby", "rugby union", "rugby league", "touch rugby")
    stages = clin.GRTP_RUGBY if rugby else clin.GRTP_US
    sup = c.at if maybe(rng, 0.6) else c.pt_
    k = rng.randrange(2)
    mx, lo, hi = clin.hr_target(rng, c.age)
    if k == 0:
        n.line("GRADUATED RETURN TO %s - STAGE LOG" % ch(rng, ["PLAY (GRTP)", "SPORT (RTS)", "PLAY"]))
        n.line("Athlete: ", c.pt.full(), "   DOB: ", _d(rng, c, c.dob, ["num", "num1", "iso"]),
               "   Age: ", (str(c.age), "AGE"))
        n.line("Team: ", (c.team_org, "ORGANIZATION"), " ", c.grade, "   Sport: ", c.sport)
        n.line("Date of injury: ", _d(rng, c, c.inj, ["num", "wd", "long", "abbr"]),
               "   Diagnosed by: ", c.doc.tl(rng), " (", (c.clinic, "HOSPITAL"), ")")
        n.line("Case no: ", (phi.idnum(rng, "case", c.inj.year), "IDNUM"), "   Record: ", (c.mrn, "MRN"))
        n.line("Supervising clinician: ", sup.sig())
        # plan the rows first so that the header can quote the earliest date
        rows = []
        day = addd(c.inj, rng.randrange(2, 6))
        flare = rng.randrange(2, len(stages) - 2) if maybe(rng, 0.4) else -1
        clear_day = None
        mind = ch(rng, [14, 21]) if rugby and c.minor else ch(rng, [7, 10, 12])
        earliest = addd(c.inj, mind + (0 if rugby and c.minor else 1))
        for i, (code, act) in enumerate(stages):
            if i == len(stages) - 1 and day < earliest:
                day = earliest
            rows.append((code, act, day, rng.randrange(0, 2), rng.randrange(2, 5) if i == flare else 0))
            if code == "5" and clear_day is None:
                clear_day = addd(day, -rng.randrange(0, 2))
            if i == flare:
                day = addd(day, 2)
                rows.append((code, "repeat: " + act, day, 0, 0))
            day = addd(day, 1 if i < 3 else rng.randrange(1, 3))
        if rugby and c.minor:
            n.line("Note: U19 - minimum %d days before return to competition; earliest RTP " % mind,
                   _d(rng, c, earliest, ["num", "wds", "mon", "long"]), ".")
        else:
            n.line("Earliest permitted return to competition: ",
                   _d(rng, c, earliest, ["num", "wds", "mon", "long"]), ".")
        n.line("Target HR stage 2: %d-%d bpm (70-80%% of age-predicted max %d)." % (lo, hi, mx))
        n.blank()
        n.line("%-5s %-13s %-66s %-8s %s" % ("Stage", "Date", "Activity", "Sx pre/post", "Init"))
        for code, act, d, pre, post in rows:
            ds = phi.fdate(d, cty, ch(rng, ["wds", "dm", "num"]))
            n.add("%-5s " % code, (ds, "DATE"), " " * max(1, 14 - len(ds)), "%-66s %d/%d%s" % (
                act, pre, post, " " * 9))
            n.line(sup.ini(dots=False))
            if post:
                n.line("      ^ headache %d/10 for ~%d h after session; back to previous stage for 24 h" % (
                    rng.randrange(2, 5), rng.randrange(1, 4)))
        n.blank()
    else:
        n.line((c.team_org, "ORGANIZATION"), " - return to play diary")
        n.line("Player: ", C.pt_name(rng, c, ["full", "LF"]), "   ID: ", (c.reg, "IDNUM"),
               "   Injury: concussion ", _d(rng, c, c.inj, ["num", "long", "wds"]))
        n.line("Logged by ", sup.full(), " (", sup.role, ") via app user ", (sup.user, "USERNAME"))
        n.blank()
        day = addd(c.inj, 1)
        entries = [
            "symptom check by phone - headache %d/10, sleeping 10 h, off screens. Stage 1." % rng.randrange(2, 6),
            "walked 20 min, no increase in sx. Stage 1 completed.",
            "stationary bike 15 min, HR up to %d. Mild pressure 1/10 resolved in 10 min." % (lo + rng.randrange(0, 8)),
            "Buffalo Concussion Treadmill Test with %s: reached %d min, HR %d, no symptom exacerbation." % (
                ch(rng, ["physio", "AT", "team doctor"]), rng.randrange(12, 20), rng.randrange(160, 195)),
            "stage 3 - shuttle runs, passing drills alone, no head impact. sx 0.",
            "stage 4 - non-contact team drills + gym (60%% 1RM). RPE %d. sx 0." % rng.randrange(5, 8),
            "medical clearance for contact (see letter).",
            "stage 5 - full contact training. tackled x%d, no issues." % rng.randrange(6, 20),
        ]
        for e in entries:
            if e.startswith("medical clearance"):
                clear_day = day
            gap = rng.randrange(1, 3)
            n.line("* ", _d(rng, c, day, ["wds", "wdm", "dm", "mon", "num"]), " - ", e if maybe(rng, 0.8) else e.lower())
            day = addd(day, gap)
        n.line("* ", _d(rng, c, day, ["wds", "wdm", "wd"]), " - stage 6: played ",
               ch(rng, ["full game", "60 min", "second half"]), " v ", (c.opp, "ORGANIZATION"), ". Returned to competition.")
        n.blank()
    n.line("Medical clearance (stage 5): ", c.doc.tl(rng), " on ",
           _d(rng, c, clear_day, ["num", "long", "wds"]), ". ",
           ch(rng, ["Exertion without symptoms; VOMS normal; cognitive screen at baseline.",
                    "Normal neuro exam. Back at school full-time without accommodations." if c.minor
                    else "Normal neuro exam. Back at work without restrictions.",
                    "Symptom score 0/132 for 7 consecutive days; mBESS 4 errors (baseline 5)."]))
    if maybe(rng, 0.5):
        n.line("Mouthguard sensor re-issued, SN ", (phi.device_sn(rng, "mg"), "DEVICE"), "; HR strap SN ",
               (phi.device_sn(rng, "hrm"), "DEVICE"), " returned to kit room.")
    n.line("Parent/athlete informed: ", (c.parent if c.minor else c.pt).full(), " by phone ",
           (c.parent_mob if c.minor else c.mob, "PHONE"), ".")
    n.line("Coach informed: ", c.coach.tl(rng) if maybe(rng, 0.5) else c.coach.full(), ".")
    n.blank()
    n.line("Signature: ", sup.sig(), "   ", C.lic_pc(sup), "   ",
           _d(rng, c, addd(clear_day, rng.randrange(3, 12)), ["num", "num2"]))
    return n


# --------------------------------------------------------------------------
def _letterhead(n, rng, c):
    n.line((c.clinic.upper() if maybe(rng, 0.3) else c.clinic, "HOSPITAL"))
    n.add(C.addr_block(rng, c.clinic_addr, with_country=maybe(rng, 0.4)))
    n.line()
    n.line("T ", (c.clinic_tel, "PHONE"), "  |  F ", (c.clinic_fax, "FAX"))
    n.line("E ", (c.clinic_email, "EMAIL"), "  |  W ", (c.clinic_url, "URL"))
    n.blank()


def _neuro(rng):
    p = C.person(rng, "DOCTOR")
    p.is_dr = True
    return p


def clearance(rng, c):
    if maybe(rng, 0.3):
        return clearance_form(rng, c)
    n = Note()
    cty = c.country
    _letterhead(n, rng, c)
    review = phi.workday(addd(c.inj, rng.randrange(9, 28)))
    n.line(_d(rng, c, review, ["long", "num", "wd"]))
    n.blank()
    to_club = maybe(rng, 0.6)
    if to_club:
        n.line(c.coach.tfl(rng) if maybe(rng, 0.5) else c.coach.full())
        n.line(ch(rng, ["Head Coach", "Coach", "Team Manager", "Director of Rugby", "Club Welfare Officer"]))
        n.line((c.club if c.team_org != c.school else c.school, "ORGANIZATION"))
        n.add(C.addr_block(rng, C.address(rng, cty, c.club_town, c.state, site=True)))
        n.line()
    else:
        n.line(ch(rng, ["The Registrar", "The Medical Officer", "Competitions Secretary"]))
        n.line((c.league, "ORGANIZATION"))
    n.blank()
    n.line("Re: ", c.pt.full(), ", DOB ", _d(rng, c, c.dob, ["num", "long", "num1"]),
           ["  (our ref. ", (c.mrn, "MRN"), ")"] if maybe(rng, 0.4) else "")
    n.line("Medical clearance following concussion - ", _d(rng, c, c.inj, ["long", "num", "mon"]),
           "" if to_club else ["   Registration no. ", (c.reg, "IDNUM")])
    n.blank()
    n.line("Dear ", c.coach.tl(rng) if to_club and maybe(rng, 0.6) else "Sir/Madam", ",")
    n.blank()
    status = rng.randrange(3)
    n.line("I reviewed ", c.pt.fn(), " at ", (c.clinic, "HOSPITAL"), " on ",
           _d(rng, c, review, ["long", "wdm", "ord"]), " following a concussion sustained while playing ",
           c.sport, " for ", (c.team_org, "ORGANIZATION"), " on ",
           _d(rng, c, c.inj, ["long", "wdm", "ord", "mon"]), ". ", cap(c.he), " ",
           ch(rng, [["was removed from play at the time and has not played since"],
                    ["was assessed pitchside by the club's medical team and removed from play"],
                    ["presented to the emergency department at ", (c.hosp, "HOSPITAL"),
                     " the same evening, where a CT brain was normal"]]), ".")
    n.blank()
    if status == 0:
        n.line(cap(c.he), " has been symptom-free at rest for %d days, has completed stages 1-4 of the graduated "
               "return-to-play programme under the supervision of " % rng.randrange(7, 15), c.at.full(),
               " without recurrence, and is back at ", "school" if c.minor else (("work as " + a_an(c.job) + " ") if c.job else "work"),
               (c.job, "PROFESSION") if not c.minor and c.job else "",
               " without modification. Neurological examination, balance testing and a computerised cognitive screen "
               "are at ", c.his, " baseline (", clin.kd(rng), ").")
        n.blank()
        n.line("I am happy for ", c.pt.fn(), " to return to full-contact training from ",
               _d(rng, c, addd(review, 1), ["long", "wdm", "ord", "num"]),
               " and, provided this is tolerated for at least 24-48 hours, to return to competition from ",
               _d(rng, c, addd(review, rng.randrange(3, 8)), ["long", "wdm", "ord", "num"]), ".")
    elif status == 1:
        n.line(cap(c.he), " remains mildly symptomatic with exertion (headache 2/10 after 20 minutes on the bike) "
               "and ", c.his, " VOMS shows provocation with horizontal VOR. I have referred ", c.him, " to ",
               c.pt_.full(), " at ", (c.physio_clinic, "HOSPITAL"), " for vestibular rehabilitation.")
        n.blank()
        n.line(c.pt.fn(), " is NOT cleared for contact. Non-contact training (stages 2-3) may continue. "
               "I will review again on ", _d(rng, c, phi.workday(addd(review, rng.randrange(7, 15))), ["long", "wdm", "num"]), ".")
    else:
        n.line("Given this is ", c.his, " %s concussion in %d months, I have recommended a longer recovery period "
               "and a specialist opinion from " % (ch(rng, ["third", "second"]), rng.randrange(6, 18)),
               _neuro(rng).tfl(rng), " (neurology). ",
               c.pt.fn(), " may continue light aerobic exercise only until that review.")
    n.blank()
    n.line("Should any symptoms recur, ", c.he, " must stop playing and be re-assessed. Please contact me on ",
           (c.clinic_tel, "PHONE"), " or ", (phi.email(rng, c.doc, org=c.clinic), "EMAIL"),
           " with any questions.")
    n.blank()
    n.line(ch(rng, ["Yours sincerely,", "Kind regards,", "Sincerely,", "Yours faithfully,"]))
    n.blank()
    n.line(c.doc.tfl(rng))
    n.line(c.doc.creds)
    n.line(ch(rng, ["Sport & Exercise Medicine Physician", "Team Physician", "Sports Physician", "Medical Director"]),
           ", ", (c.team_org, "ORGANIZATION") if maybe(rng, 0.4) else (c.clinic, "HOSPITAL"))
    n.line(C.lic_pc(c.doc))
    n.blank()
    n.line("cc: ", c.parent.tl(rng) if c.minor else c.pt.tl(rng), " (", c.parent_rel if c.minor else "patient",
           "); ", c.gp.tl(rng), ", ", (c.gp_practice, "HOSPITAL"))
    if maybe(rng, 0.5):
        n.line("Our ref: ", (c.mrn, "MRN"), " / ", (c.acct, "ACCOUNT"))
    return n


def clearance_form(rng, c):
    """league/club return-to-play clearance form completed by the doctor"""
    n = Note()
    cty = c.country
    review = phi.workday(addd(c.inj, rng.randrange(10, 26)))
    n.line((c.league, "ORGANIZATION"))
    n.line("RETURN TO PLAY - MEDICAL CLEARANCE FORM (to be completed by a registered medical practitioner)")
    n.line("Form RTP-3   Submit to the club registrar before the player is named in a team sheet.")
    n.blank()
    n.line("Player name: ", c.pt.full(), "          Registration no.: ", (c.reg, "IDNUM"))
    n.line("Date of birth: ", _d(rng, c, c.dob, ["num", "num1"]), "   Age: ", (str(c.age), "AGE"),
           "   Club: ", (c.club, "ORGANIZATION"), "   Grade: ", c.grade)
    n.line("Date of concussion: ", _d(rng, c, c.inj, ["num", "num1", "abbr"]),
           "   Removed from play at the time: ", ch(rng, ["YES", "YES", "NO - symptoms next day"]))
    n.line("Incident report no.: ", (phi.idnum(rng, "inc", c.inj.year), "IDNUM"))
    n.blank()
    n.line("I confirm that the player (tick all that apply):")
    for item in ["has been symptom-free at rest for at least 24 hours",
                 "has returned to full school/work without symptoms",
                 "has completed GRTP stages 1-4 without recurrence of symptoms",
                 "has a normal neurological examination and balance assessment",
                 "has returned to baseline on cognitive testing (where available)"]:
        n.line("  [", ch(rng, ["X", "X", "X", "x"]), "] ", item)
    sd = ch(rng, [21, 19, 12, 14]) if c.minor or c.age < 19 else ch(rng, [12, 14, 21])
    n.line("Minimum stand-down for this grade: %d days" % sd,
           "   Earliest return to competition: ", _d(rng, c, addd(c.inj, sd), ["num", "wds", "long"]))
    n.blank()
    n.line("Cleared for: ", ch(rng, ["[X] full contact training   [X] match play",
                                     "[X] full contact training   [ ] match play (review in 1 week)",
                                     "[ ] contact - NOT cleared"]))
    n.line("Comments: ", ch(rng, [
        "Uncomplicated recovery. Please contact me if any symptoms recur.",
        "Second concussion this season - recommend the player consider protective headgear and a longer GRTP.",
        ["Recovered well; ", c.at.full(), " (", c.at.role, ") supervised stages 2-4."],
        "Normal MRI brain. No restriction."]))
    n.blank()
    n.line("Doctor: ", c.doc.tfl(rng), "   Qualifications: ", c.doc.creds)
    n.line("Registration: ", C.lic_pc(c.doc))
    n.line("Practice: ", (c.clinic, "HOSPITAL"), ", ", C.addr_line(rng, c.clinic_addr))
    n.line("Phone: ", (c.clinic_tel, "PHONE"), "   Email: ", (phi.email(rng, c.doc, org=c.clinic), "EMAIL"))
    n.line("Signature: ", c.doc.fil(), "   Date: ", _d(rng, c, review, ["num", "num2"]))
    n.blank()
    n.line("Club use: received by ", c.manager.full(), " on ", _d(rng, c, addd(review, 1), ["dm", "num", "wds"]),
           "; uploaded to ", (phi.url(rng, org=c.league, path="registrations/" + phi.digits(rng, 6)), "URL"),
           " by ", (phi.username(rng, c.manager), "USERNAME"))
    return n
