"""Genres: handover to school nursing, telephone contact log."""
import datetime

import core
import pools
from core import (pick, chance, digits, PT, DR, FM, UN, AG, DT, ST, CI, SA, ZP, CO, HO, OR, LO,
                  MR, SS, HP, AC, LI, DV, VE, BI, ID, PH, FX, EM, UR, IP, PR, N)
from people import D, baby_age, person
import common as cm


def school_handover(rng, c, n):
    snurse = person(rng, c.ck, "DOCTOR", chance(rng, 0.9))
    start = school_start(c)
    title = pick(rng, ["HEALTH VISITOR TO SCHOOL NURSE HANDOVER", "Transfer of care: HV to School Nursing",
                       "0-19 transition summary (HV -> SN)", "Handover to school health team"])
    if c.ck in ("AU", "NZ", "CA", "US"):
        title = pick(rng, ["Transition to school - nurse handover", "School entry health summary",
                           "Handover to school health nurse"])
    n.w(title, "\n")
    n.w("From: ", c.hv.full(), ", ", c.T["hv"], ", ", HO(c.base), " (", PH(c.base_phone), ")\n")
    n.w("To: ", snurse.full(), pick(rng, [", School Nurse", ", SCPHN (SN)", ", school health nurse"]), ", ",
        HO(cm_site(rng, c)), " - ", EM(core.team_email(rng, pick(rng, ["schoolnursing", "schoolhealth", "sn"]))), "\n")
    n.w("Date sent: ", D(c, c.visit), pick(rng, [" via secure email", " (uploaded to shared record)", " by post"]), "\n\n")
    n.w("Child: ", c.baby.full(), "  DOB: ", D(c, c.dob), "  Age: ", *baby_age(rng, c), "\n")
    n.w(*cm.id_items(rng, c), "   Local no: ", MR(c.mrn), "\n")
    n.w("Address: ", *c.addr.items(rng), "\n")
    cm.gp_line(rng, n, c)
    n.w("School: ", OR(c.school), ", starting ", YEAR1[c.ck], " ",
        D(c, start, pick(rng, ["month_year", c.style])), "\n")
    n.w("Current setting: ", OR(c.nursery), "\n\n")
    n.w("FAMILY\n")
    cm.mum_line(rng, n, c)
    cm.partner_line(rng, n, c)
    cm.sibs_line(rng, n, c)
    if chance(rng, 0.35):
        n.w("Family arrived from ", CO(c.abroad), " in ", DT(str(c.visit.year - rng.randrange(1, 4))),
            "; home language ", c.lang, ".\n")
    n.w("\nHEALTH\n")
    k = rng.randrange(5)
    if k == 0:
        n.w("- Eczema, managed with ", N("Epaderm"), " and ", N("hydrocortisone 1%"), ".\n")
    elif k == 1:
        n.w("- Viral-induced wheeze; ", N("salbutamol"), " via spacer PRN. No admissions since ", DT(str(c.visit.year - 1)), ".\n")
    elif k == 2:
        n.w("- Egg allergy (", N("SPT"), " positive), ", N("cetirizine"), " PRN; no ", N("EpiPen"), " prescribed. Dietitian at ",
            HO(c.hosp), ".\n")
    elif k == 3:
        n.w("- Glue ear - grommets inserted ", D(c, core.plus(c.visit, -rng.randrange(60, 400))), " at ", HO(c.hosp),
            "; bilateral hearing aids, L serial ", DV(core.device_serial(rng)), ", R serial ", DV(core.device_serial(rng)), ".\n")
    else:
        n.w("- No significant health issues. Hearing and vision screens passed.\n")
    n.w("- Growth: wt ", "%.1f" % (rng.randrange(140, 240) / 10.0), " kg, ht ", rng.randrange(98, 118), " cm, BMI ",
        pick(rng, ["50th", "75th", "91st", "98th", "25th"]), " centile")
    if c.uk:
        n.w(" (", N("NCMP"), " due in ", YEAR1[c.ck], ")")
    elif c.ck == "NZ":
        n.w(" (", N("B4 School Check"), " completed)")
    n.w(".\n")
    n.w("- Immunisations: ", pick(rng, ["up to date incl. pre-school booster (", "pre-school booster outstanding (",
                                        "MMR2 given "]))
    if n.parts[-1].endswith("("):
        n.w(N("DTaP/IPV"), ", ", N("MMR2"), ")")
    else:
        n.w(D(c, core.plus(c.dob, rng.randrange(1200, 1400))))
    n.w(".\n- Dental: ", pick(rng, ["registered, no decay", "2 extractions under GA", "not registered"]), ".\n")
    n.w("\nDEVELOPMENT / SEND\n")
    k = rng.randrange(4)
    if k == 0:
        n.w("ASQ-3 at ", AG(str(rng.randrange(24, 31))), " months below cut-off for communication. SLT (",
            DR(person(rng, c.ck, "DOCTOR", True).full()[1]), ") since ", D(c, core.plus(c.visit, -rng.randrange(100, 500)), "month_year"),
            ". Additional support at nursery.\n")
    elif k == 1:
        n.w("On autism assessment pathway (", N("ADOS-2"), " booked) with community paediatrician Dr ",
            DR(person(rng, c.ck, "DOCTOR", chance(rng, 0.5)).last), ". Uses ", N("Makaton"), " and visual timetable.\n")
    elif k == 2:
        n.w("EHCP in progress" if c.uk else "Inclusion support funding applied for",
            "; educational psychology assessment completed ", D(c, core.plus(c.visit, -rng.randrange(20, 120))), ".\n")
    else:
        n.w("Development age-appropriate at 2-2.5 year review; toilet trained day; dressing with help.\n")
    n.w("\nSAFEGUARDING / VULNERABILITY\n")
    n.w(pick(rng, ["No safeguarding concerns.", "Child in Need plan closed " if c.uk else "Child welfare file closed ",
                   "Previously on CP plan (neglect), stepped down " if c.uk else "Previous child protection involvement (neglect), closed ",
                   "Early Help plan active, lead professional " if c.uk else "Family support plan active, key worker "]))
    last = n.parts[-1]
    if last.endswith("closed ") or last.endswith("down "):
        n.w(D(c, core.plus(c.visit, -rng.randrange(60, 600))), ". Social worker was ",
            DR(person(rng, c.ck, "DOCTOR", chance(rng, 0.7)).full()[1]), ".")
    elif last.endswith("professional ") or last.endswith("worker "):
        n.w(DR(person(rng, c.ck, "DOCTOR", True).full()[1]), " (family support worker, ", LO(c.venue), ").")
    n.w("\n\nLevel of service at transfer: ", pick(rng, ["Universal", "Universal Plus", "Universal Partnership Plus"]), "\n")
    n.w("Outstanding actions: ", pick(rng, ["none", "chase dental registration", "ensure pre-school booster given",
                                            "SLT to send report to school SENCO"]), ".\n")
    cm.sig(rng, n, c)
    if chance(rng, 0.35):
        cm.audit(rng, n, c)


def school_start(c):
    """First day of school: September (north), late January (AU), 5th birthday (NZ)."""
    if c.ck == "NZ":
        return core.plus(c.dob, 5 * 365 + 1)
    y = c.visit.year + (1 if c.ck == "AU" or c.visit.month >= 9 else 0)
    if c.ck == "AU":
        return datetime.date(y, 1, 29 + (c.dob.day % 3))
    return datetime.date(y, 9, 1 + (c.dob.day % 6))


def cm_site(rng, c):
    return "%s %s" % (pick(rng, pools.SITE_STEMS), pick(rng, ["School Health Team", "School Nursing Service",
                                                              "Health Centre", "Clinic"]))


ADVICE_LINE = {"ENG": "111", "SCO": "NHS 24 (111)", "WAL": "111", "NIR": "GP out of hours", "IE": "GP out-of-hours service",
               "AU": "healthdirect", "NZ": "Healthline", "CA": "811", "US": "the after-hours nurse line"}
YEAR1 = {"ENG": "Reception", "WAL": "Reception", "SCO": "Primary 1", "NIR": "P1", "IE": "Junior Infants",
         "AU": "Prep", "NZ": "New Entrant class", "CA": "Junior Kindergarten", "US": "Kindergarten"}

TEL_TOPICS = [
    ("baby vomiting after every feed", "Advised smaller more frequent feeds, upright after feeds; red flags (green vomit, blood, "
     "not feeding, dry nappies) -> GP/111 or ED."),
    ("rash on face and chest", "Glass test explained. Likely milia/ heat rash. Photo requested via secure link."),
    ("mum asking about weaning at 4 months", "Discussed signs of readiness around 6 months; leaflet sent."),
    ("query re vitamin D dose", "Abidec 0.3 ml once daily explained; not needed if >500 ml formula/day."),
    ("constipation - no stool for 4 days", "Formula made up correctly? Extra water not needed; tummy massage, bicycle legs."),
    ("mum low, not sleeping", "Whooley questions asked - both yes. Same-day GP appt advised and booked with consent."),
    ("missed clinic appt", "Rebooked. Mum reports transport problems, bus fare - Healthy Start and local support discussed."),
    ("sticky eye", "Cooled boiled water, wipe inner to outer. GP if red, swollen or not settling in 48h."),
    ("fever 38.4 after vaccines", "Paracetamol as per leaflet; 111 if persists beyond 48 h or baby <3 months with fever >=38."),
    ("tongue-tie clinic not received", "Chased hospital booking office, appt letter re-sent."),
]


def telephone_log(rng, c, n):
    title = pick(rng, ["TELEPHONE CONTACT LOG", "Telephone / duty contacts", "Duty desk call record", "Phone contacts"])
    n.w(title, " - ", c.baby.full() if chance(rng, 0.7) else c.baby.inv(), " (DOB ", D(c, c.dob), ") ", *cm.id_items(rng, c), "\n")
    if chance(rng, 0.4):
        n.w("Household: ", *c.addr.items(rng), "\n")
    n.w("\n")
    d = core.plus(c.visit, -rng.randrange(10, 40))
    entries = rng.randrange(4, 8)
    for i in range(entries):
        d = core.plus(d, rng.randrange(1, 8))
        topic, advice = pick(rng, TEL_TOPICS)
        advice = advice.replace("GP/111", "GP/" + ADVICE_LINE[c.ck]).replace("111 if", ADVICE_LINE[c.ck] + " if")
        if not c.uk:
            advice = advice.replace("Abidec 0.3 ml", "Vitamin D drops 400 IU").replace("Healthy Start and ", "")
        staff = pick(rng, [c.hv, c.nn, c.hv])
        k = rng.randrange(5)
        n.w(D(c, d, pick(rng, [c.style, c.style, "wd_md" if c.ck == "US" else "wd_dm"])), " ", cm.tm(rng), " ")
        if k == 0:
            n.w("IN from ", c.T["mum"].lower(), " ", c.mum.f(), " (", PH(c.mum_phone), "): ", topic, ". ", advice)
        elif k == 1:
            n.w("OUT to ", c.mum.full(), " on ", PH(c.mum_phone), " - no answer, voicemail left asking to call ",
                PH(c.base_phone), ".")
        elif k == 2:
            who = c.partner if c.has_partner else c.gran
            n.w("IN from ", c.partner_word if c.has_partner and c.partner_word != "FOB" else "MGM" if not c.has_partner else "dad",
                " ", who.full(), " tel ", PH(c.partner_phone), ": ", topic, ". ", advice)
        elif k == 3:
            n.w("OUT to ", HO(c.practice), " (", PH(c.practice_phone), "), spoke to ",
                pick(rng, ["receptionist ", "practice nurse ", "Dr "]), DR(person(rng, c.ck, "DOCTOR", True).first),
                " re ", topic, "; GP to call mum back.")
        else:
            n.w("SMS to ", PH(c.mum_phone), ": appt reminder for ", D(c, core.workday(core.plus(d, rng.randrange(2, 9))), "weekday_full"),
                " at ", LO(c.venue), ". Reply received: ", pick(rng, ["'ok thanks'", "'can we do afternoon?'", "'yes'"]), ".")
        n.w(" - ", staff.ini(), "\n")
    if chance(rng, 0.45):
        n.w("Caller identity checked: DOB and postcode ", ZP(c.addr.postcode))
        if chance(rng, 0.6):
            n.w("; voiceprint ID ", BI("VP-" + digits(rng, 6)), " matched")
        n.w(".\n")
    if chance(rng, 0.4):
        n.w("Video follow-up offered: ", UR(core.url(rng, "video")), " (session from ", IP(core.ipaddr(rng)), ").\n")
    if chance(rng, 0.3):
        n.w("Mum asked for written advice by email - sent to ", EM(c.mum_email), ".\n")
    if chance(rng, 0.25):
        n.w("Mum reports ex-partner ", FM(person(rng, c.ck, "FAMILY", False).first), " parked outside in ",
            N(pick(rng, pools.VEHICLES)), " reg ", VE(core.plate(rng, c.ck)), " - advised 999 if at risk; safeguarding lead informed.\n")
    n.w("\nSummary: ", pick(rng, ["Advice-only contacts, parent confident with plan.",
                                  "Several calls this month - offered home visit to review feeding and settling.",
                                  "Pattern of missed calls - discussed at caseload supervision.",
                                  "Issues resolved; routine contacts continue per " + c.T["svc"] + "."]),
        " Red flags reiterated: ", pick(rng, ["fever in baby under 3 months, floppy or hard to wake, breathing difficulty, "
                                             "non-blanching rash, fewer than 4 wet nappies in 24 h.",
                                             "bile-stained vomit, blood in stool, poor feeding, dehydration signs."]), "\n")
    if chance(rng, 0.6):
        cm.audit(rng, n, c, when=d)
