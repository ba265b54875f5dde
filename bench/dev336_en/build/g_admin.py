"""Genres: parent information and consent record; screening coordinator
telephone log."""

import datetime
from util import (Note, PAT, DOC, FAM, USR, AGE, DT, STR, CITY, ST, ZIP, CTRY, HOSP, ORG, LOC,
                  MRN, SSN, HP, ACC, LIC, DEV, VEH, BIO, IDN, PH, FAX, EM, URL, IP, PROF, S,
                  digits, letters, pick, chance)
from case import Case, person
from common import addr_inline, addr_block, ids_line, staff_sig, dr, title_name
import pools_places as PP


def _dl(r, cc):
    """driver's licence number"""
    if cc == "US":
        return pick(r, ["%s%s" % (letters(r, 1), digits(r, 7)), "%s-%s-%s" % (letters(r, 1), digits(r, 3), digits(r, 4))])
    if cc == "UK":
        return "%s%s%s%s%s" % (letters(r, 5), digits(r, 6), letters(r, 2), digits(r, 1), letters(r, 2))
    if cc == "IE":
        return digits(r, 9)
    if cc == "CA":
        return "%s%s-%s-%s" % (letters(r, 1), digits(r, 4), digits(r, 5), digits(r, 5))
    if cc == "AU":
        return digits(r, 8)
    if cc == "NZ":
        return "%s%s" % (letters(r, 2), digits(r, 6))
    return digits(r, 12)


def parent_consent_record(rng, cc):
    case = Case(rng, cc)
    c, r = case.c, rng
    n = Note(rng, "parent_consent_record", cc)
    m, p = case.mother, case.partner
    hp = case.midwife
    d0 = case.d(r.randint(0, 3))
    declined = chance(r, 0.25)
    n.line(pick(r, ["PARENT INFORMATION AND CONSENT RECORD - NEWBORN SCREENING",
                    "Newborn Screening: Parent Information & Consent",
                    "CONSENT / DECLINE RECORD - NEWBORN SCREENING " + c.programme.upper() + "S"]))
    n.line(HOSP(case.hosp), "   ", HOSP(case.ward), "   Form NS-", str(r.randint(2, 9)), " v", str(r.randint(1, 6)))
    n.line("")
    n.line("SECTION A - BABY")
    n.line("Name: ", *case.baby_reg(), "   Sex: ", case.sex, "   DOB: ", DT(case.D(case.dob, "num")), "   Time: ", case.tob)
    n.add(*ids_line(case, "   ")); n.line("")
    if chance(r, 0.5):
        n.line("Infant ID band / footprint ref: ", BIO(pick(r, ["FP", "FTP", "BIO"]) + "-" + digits(r, 6)),
               "   security tag SN ", DEV(case.serial()))
    n.line("")
    n.line("SECTION B - PARENT / GUARDIAN")
    n.line("Name: ", FAM(m.full_mid()), "   Relationship: mother   DOB: ", DT(case.D(case.mother_dob, "num")),
           "   Age: ", AGE(case.mother_age))
    n.line("Address: ", *addr_inline(c, case.addr))
    n.line("Home: ", PH(case.tel_home), "   Mobile: ", PH(case.tel_mob))
    n.line("Email: ", EM(case.email), "   (results by email: ", pick(r, ["yes", "no"]), ")")
    n.line("Occupation: ", PROF(case.mother_job) if chance(r, 0.85) else "not stated",
           "   Country of birth: ", CTRY(case.origin) if chance(r, 0.6) else CTRY(c.name))
    if case.ssn and chance(r, 0.9):
        n.line(case.ssn[0], ": ", SSN(case.ssn[1]), pick(r, ["   (for birth registration)", "", "   (benefits form)"]))
    if c.code == "US" and chance(r, 0.8):
        n.line("Insurance: ", ORG(pick(r, PP.INSURERS)), "   Member ID ", HP(letters(r, 3) + digits(r, 8)),
               "   Group ", HP(digits(r, 6)))
    if chance(r, 0.3):
        n.line("Employer (for return-to-work letter): ", ORG(c.fmt_town_org(pick(r, PP.EMPLOYERS))))
    n.line("Other parent: ", FAM(p.full()), "   ", PROF(case.partner_job) if chance(r, 0.7) else "occupation not given",
           "   mob ", PH(case.tel_partner))
    if chance(r, 0.45):
        n.line("ID checked: ", pick(r, ["driver licence", "driver's license", "driving licence"]), " ", LIC(_dl(r, cc)),
               pick(r, ["", " (photo matches)"]))
    lang = case.language
    if lang:
        interp = person(r, cc)
        n.line("Language: ", lang, ". Interpreter: ", DOC(interp.full()), " (", pick(r, ["face to face", "telephone", "video"]),
               ", booking ref ", IDN(pick(r, ["INT", "LS", ""]) + digits(r, 6)), ")")
    else:
        n.line("Language: English. Interpreter not required.")
    n.line("")
    n.line("SECTION C - INFORMATION GIVEN")
    n.line("[x] Antenatal leaflet given at booking (", pick(r, ["confirmed by mother", "per hand-held notes"]), ")")
    n.line("[x] Postnatal discussion on ", DT(case.D(d0, "num")), " with ", DOC(hp.full()), ", ", c.midwife)
    n.line("[x] Parents told: screening is not diagnostic; some babies need a repeat; results by ",
           pick(r, ["6-8 weeks", "letter within 6 weeks", "the 2-week visit"]))
    n.line("[", pick(r, ["x", " "]), "] Website given: ", URL(pick(r, ["www.example.org/newborn-screening", case.lab_url])))
    n.line("")
    n.line("SECTION D - CONSENT")
    rows = [("Newborn hearing screen", True), ("Newborn physical examination", True),
            ("Blood spot: " + pick(r, ["PKU, MCADD, MSUD, IVA, GA1, HCU", "metabolic panel (9 conditions)"]), True),
            ("Blood spot: congenital hypothyroidism", True), ("Blood spot: cystic fibrosis", True),
            ("Blood spot: sickle cell disease", True), ("Storage of residual blood spot card", True),
            ("Contact about ethically approved research", True)]
    decl_idx = []
    if declined:
        decl_idx = r.sample(range(len(rows)), pick(r, [1, 1, 2]))
    for i, (label, _) in enumerate(rows):
        ok = i not in decl_idx
        n.line("  %-46s %s" % (label, "ACCEPTED" if ok else "DECLINED"))
    if decl_idx:
        n.line("")
        n.line("Reason for declining (parent's words): \"", pick(r, [
            "we don't want her blood kept after testing", "had it done with our first, don't want to repeat the heel prick",
            "religious reasons, discussed with family", "worried about data being shared",
            "want to think about the CF part and talk to my husband first"]), "\"")
        n.line("Decline form signed; ", c.gp, " ", *dr(case, case.gp, 0))
        n.add(" and screening coordinator ", DOC(case.coord.full()), " informed ", DT(case.D(d0, "num")), ".\n")
        n.line("Parents know they can change their mind up to ", pick(r, ["12 months", "1 year", "the age of 12 months"]),
               " (tel ", PH(case.lab_tel), ").")
    n.line("")
    n.line("SECTION E - SIGNATURES")
    n.line("Parent: ", FAM(m.full() if chance(r, 0.7) else m.initials()), "   signed ", DT(case.D(d0, "num")))
    n.line("Health professional: ", *staff_sig(case, hp, c.midwife.capitalize() if c.midwife != "nursery RN" else "RN"))
    n.line("Date/time: ", DT(case.D(d0, pick(r, ["num", "abbr"]))), " ", "%02d:%02d" % (r.randint(7, 22), r.randint(0, 59)))
    if chance(r, 0.5):
        n.line("Scanned to record by ", USR(case.clerk.user), " (", DOC(case.clerk.full()), ") on ",
               DT(case.D(case.d(r.randint(1, 4), d0), "num")))
    return n


def _t(r):
    return "%02d:%02d" % (r.randint(8, 17), r.randint(0, 59))


def coordinator_phone_log(rng, cc):
    case = Case(rng, cc)
    c, r = case.c, rng
    n = Note(rng, "coordinator_phone_log", cc)
    co = case.coord
    m, p = case.mother, case.partner
    reason = pick(r, ["missed hearing screen", "repeat blood spot not received", "audiology DNA x2", "screen positive - parents to be told",
                      "baby moved out of area", "no NIPE recorded", "declined CF screening - confirm"])
    start = case.d(r.randint(6, 30))
    n.line(pick(r, ["SCREENING COORDINATOR - TELEPHONE / CONTACT LOG", "Contact log - newborn screening failsafe",
                    "TELEPHONE LOG (NBS coordinator)"]))
    n.line("Baby: ", PAT(case.baby.LF()), "   DOB ", DT(case.D(case.dob, "num")), "   ", *ids_line(case, "   "))
    n.line("Mother: ", FAM(m.full()), "   ", pick(r, ["Mob ", "M: ", "tel "]), PH(case.tel_mob), "   Home ", PH(case.tel_home))
    n.line("Address on system: ", *addr_inline(c, case.addr))
    if chance(r, 0.25):
        n.line("Billing/encounter ref: ", ACC(case.enc))
    n.line("Reason opened: ", reason, "   Opened by ", DOC(co.full()), " (", USR(co.user), ") ", DT(case.D(start, "num")))
    n.line("-" * 60)
    day = start
    k = r.randint(6, 10)
    entries = []
    moved = chance(r, 0.35)
    new_addr = c.address() if moved else None
    types = r.sample(range(12), k)
    last = None
    mins = 0
    for i in range(k):
        day = case.wd(r.randint(0, 3), day)
        typ = types[i]
        if day != last:
            mins = r.randint(8 * 60, 11 * 60)
            last = day
        else:
            mins += r.randint(10, 150)
        tm = "%02d:%02d" % (min(mins // 60, 19), mins % 60)
        hdr = [DT(case.D(day, pick(r, ["num", "num", "short"]))), " ", tm, " ", USR(co.user) if chance(r, 0.3) else DOC(co.initials(False)), ": "]
        n.add(*hdr)
        if typ == 0:
            n.add("OG call to mum ", PH(case.tel_mob), " - no answer, LVM asking to call back on ", PH(c.phone() + " " + c.ext()), ".")
        elif typ == 1:
            n.add("Tc to ", c.gp, " surgery ", HOSP(case.practice), " (", PH(case.practice_tel), "), spoke to receptionist ",
                  DOC(person(r, cc).given), ". ", pick(r, ["Baby registered there since ", "Not registered yet; mum booked new-patient check "]),
                  DT(case.D(case.d(r.randint(3, 12)), "num")), ".")
        elif typ == 2:
            x = pick(r, [["Says letter not received."], ["Wanted to know why a second heel prick is needed - explained."],
                         ["Very anxious; explained screening result is not a diagnosis."],
                         ["Asked to rebook - works shifts as a ", PROF(case.partner_job), "."]])
            n.add("Incoming call from ", "dad" if p.sex == "M" else "partner", " ", FAM(p.given), " (", PH(case.tel_partner), "). ", *x)
        elif typ == 3:
            n.add("Emailed ", c.cnurse, " ", DOC(case.hv.full()), " (", EM(c.email(case.hv.given, case.hv.family, "nhs.example.net" if cc == "UK" else None)),
                  ") to ask if family seen at new birth visit.")
        elif typ == 4:
            n.add(c.cnurse.capitalize(), " ", DOC(case.hv.family), " rang back - visited ", DT(case.D(case.d(r.randint(1, 5), start), "short")),
                  ", baby well, ", pick(r, ["feeding OK", "weight gain satisfactory", "mum tired, support in place"]), ".")
        elif typ == 5:
            if moved:
                n.add("Family have moved: new address ", *addr_inline(c, new_addr), ". ", pick(r, ["Updated on system.", "Child health records dept informed."]))
            else:
                n.add("Address confirmed correct with mum. Letter resent 2nd class.")
        elif typ == 6:
            if case.language:
                n.add("Call via telephone interpreter (", case.language, ", ID ", IDN(digits(r, 6)), "); mum ", FAM(m.given), " understood, agreed appt.")
            else:
                n.add("Spoke to mum ", FAM(m.given), " - happy to attend; prefers mornings.")
        elif typ == 7:
            appt = case.wd(r.randint(3, 14), day)
            n.add("Appt booked ", DT(case.D(appt, "wd")), " ", pick(r, ["09:30", "10:15", "11:00", "13:45", "14:30"]), " at ", HOSP(pick(r, [case.aud, case.hosp])),
                  ". Confirmation text sent to ", PH(case.tel_mob), ".")
        elif typ == 8:
            n.add("Checked lab system ", pick(r, PP.LIMS_NAMES), ": ", pick(r, ["no repeat sample received yet", "repeat received, result normal",
                                                                             "card received but unsuitable - 2nd repeat needed"]),
                  " (lab no ", IDN(case.labno), ").")
        elif typ == 9:
            n.add("Spoke to grandmother ", FAM(person(r, cc, "F", group=case.group).full()), " on home number - mum in hospital with ",
                  pick(r, ["mastitis", "post-op wound infection", "older sibling"]), ", will pass message on.")
        elif typ == 10:
            n.add("Discussed with ", *dr(case, case.paed, 1))
            n.add(", who agreed ", pick(r, ["to see baby in clinic", "no further action needed", "to write to GP"]), ".")
        else:
            n.add("Midwife ", DOC(case.midwife.full()), " (", PH(c.phone(mobile=True)), ") will take repeat at home visit ",
                  DT(case.D(case.d(r.randint(1, 4), day), "wd")), ".")
        n.add("\n")
    n.line("-" * 60)
    outcome = pick(r, ["CLOSED - screen completed, result normal.", "CLOSED - parents declined, decline form on file.",
                       "OPEN - awaiting attendance; escalate to " + c.gp + " if DNA.", "CLOSED - baby moved out of area, handed to receiving programme.",
                       "CLOSED - seen by specialist team; outcome form returned."])
    n.line("Status: ", outcome)
    if "moved" in outcome:
        n.line("Receiving programme contact: ", EM("screening.coordinator@" + pick(r, ["example.org", "example.net"])), " / fax ", FAX(c.phone()))
    n.line("Signed: ", DOC(co.full()), ", ", pick(r, ["Newborn Screening Coordinator", "Screening & Immunisation Coordinator",
                                                      "Failsafe Officer", "Program Coordinator"]), "   ", DT(case.D(day, "num")))
    return n
