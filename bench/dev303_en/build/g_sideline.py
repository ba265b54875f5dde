"""Genres: sideline concussion assessment; pitchside emergency handover."""

from common import Note, ch, maybe, cap
import clin
import ctx as C
import phi
from phi import addd, fdate

hm = clin.hm


def _d(rng, c, d, styles=None):
    return phi.dt(rng, d, c.country, styles)


RED_FLAGS = [("Neck pain or tenderness", 0.06), ("Double vision", 0.0),
             ("Weakness or tingling in arms/legs", 0.0), ("Severe or increasing headache", 0.05),
             ("Seizure or convulsion", 0.0), ("Loss of consciousness", 0.04),
             ("Deteriorating conscious state", 0.0), ("Vomiting", 0.05),
             ("Increasingly restless or agitated", 0.0)]
PERIOD = {"ice hockey": "period %d", "ringette": "period %d", "American football": "Q%d",
          "Canadian football": "Q%d", "Australian football": "Q%d", "basketball": "Q%d",
          "netball": "Q%d", "lacrosse": "Q%d", "boxing": "round %d", "wrestling": "period %d"}


def _period(rng, c):
    f = PERIOD.get(c.sport)
    if f:
        return f % rng.randrange(1, 4)
    return ch(rng, ["1st half", "2nd half", "%d min" % rng.randrange(3, 78)])


def _scat_core(n, rng, c, removed):
    ns, sev = clin.symptom_scores(rng, severe=removed)
    t1, t2, t3 = rng.randrange(4, 8), rng.randrange(5, 9), rng.randrange(6, 11)
    a, b, cc, tot = clin.mbess(rng)
    n.line("GCS: E4 V%d M6 = %d/15" % ((5, 15) if maybe(rng, 0.85) else (4, 14)))
    n.line("Maddocks questions: %d/5  (venue, half, last scorer, last opponent, won last game)"
           % (5 if not removed or maybe(rng, 0.5) else rng.randrange(2, 5)))
    n.line("Immediate memory (10-word list B): %d + %d + %d = %d/30" % (t1, t2, t3, t1 + t2 + t3))
    n.line("Symptoms: number %d/22, severity score %d/132" % (ns, sev))
    if ns:
        worst = clin.pick_symptoms(rng, min(4, ns))
        n.line("   worst: " + "; ".join("%s %d" % (w, rng.randrange(2, 6)) for w in worst))
    n.line("Concentration: digits backwards %d/4, months in reverse %d/1"
           % (rng.randrange(1, 5), 1 if maybe(rng, 0.7) else 0))
    n.line("mBESS (firm surface): double %d / single %d / tandem %d = %d errors" % (a, b, cc, tot))
    n.line("Tandem gait: %.1f s best of 3 (%s)" % (10 + rng.randrange(0, 90) / 10.0,
                                                    ch(rng, ["pass", "unsteady, 1 step off line", "pass"])))
    n.line("Delayed recall: %d/10" % rng.randrange(3, 11))


def sideline(rng, c):
    n = Note()
    k = rng.randrange(3)
    removed = maybe(rng, 0.8)
    cty = c.country
    ko = rng.randrange(9 * 60, 16 * 60, 15)
    tinj = ko + rng.randrange(4, 80)
    toff = tinj + rng.randrange(3, 9)
    if k == 0:
        n.line((c.team_org.upper() if maybe(rng, 0.3) else c.team_org, "ORGANIZATION"),
               " - SIDELINE CONCUSSION ASSESSMENT (SCAT6, adapted)")
        n.line("Form SCA-2 rev 4", " " * rng.randrange(4, 20), "Page 1 of 2")
        n.blank()
        n.line("Athlete: ", c.pt.LF() if maybe(rng, 0.5) else c.pt.full(),
               "    DOB: ", _d(rng, c, c.dob, ["num", "num1", "abbr"]),
               "   Age: ", (str(c.age), "AGE"), "   Sex: ", c.sex)
        n.line("Team: ", (c.team_org, "ORGANIZATION"), " ", c.grade, "   Sport: ", c.sport,
               "   Position: ", c.position, "   Jersey #", str(rng.randrange(1, 40)))
        n.line("Fixture: v ", (c.opp, "ORGANIZATION"), " at ", (c.ground, "LOCATION_OTHER"),
               ", ", (c.ground_town, "CITY"), "   Round ", str(rng.randrange(1, 18)))
        n.line("Date: ", _d(rng, c, c.inj, ["num", "wd", "long", "abbr"]),
               "   Start %s   Injury %s (%s)" % (hm(ko), hm(tinj), _period(rng, c)))
        n.line("Assessor: ", c.at.sig(), "   ", C.lic_pc(c.at))
        if maybe(rng, 0.6):
            n.line("Team doctor notified: ", c.doc.tl(rng), " by phone ", (phi.phone(rng, cty, "mob"), "PHONE"))
        n.blank()
        n.line("1. MECHANISM")
        n.line(cap(clin.mech(rng, c.sport)) + ". " + ch(rng, [
            "Slow to rise, hand to head.", "Lay motionless approx. 5 s per bench report.",
            "Played on briefly then signalled to the bench.", "Appeared dazed, stumbled on standing."]))
        if maybe(rng, 0.5):
            n.line("Instrumented mouthguard alert: peak %d g, %d rad/s^2 (unit SN " % (
                rng.randrange(35, 110), rng.randrange(1800, 7200)),
                (phi.device_sn(rng, "mg"), "DEVICE"), ")")
        n.blank()
        n.line("2. RED FLAGS (any YES = remove and call ambulance)")
        for rf, p in RED_FLAGS:
            n.line("   %-38s %s" % (rf, "YES" if maybe(rng, p) else "NO"))
        n.line("3. OBSERVABLE SIGNS")
        for ob in ["Lying motionless on playing surface", "Balance/gait difficulties",
                   "Disorientation or confusion", "Blank or vacant look", "Facial injury"]:
            n.line("   %-38s %s" % (ob, "YES" if maybe(rng, 0.35 if removed else 0.03) else "NO"))
        n.blank()
        n.line("4-11. OFF-FIELD ASSESSMENT (%s)" % hm(toff))
        _scat_core(n, rng, c, removed)
        n.blank()
    elif k == 1:
        n.line(ch(rng, ["Pitchside note", "Touchline note", "Sideline medical note", "Bench note"]))
        n.line((c.team_org, "ORGANIZATION"), " ", c.grade, " v ", (c.opp, "ORGANIZATION"),
               ", ", (c.ground, "LOCATION_OTHER"), " - ", _d(rng, c, c.inj, ["wd", "long", "wds", "num"]))
        n.blank()
        n.line("Player: ", c.pt.full(), " (", phi.age_pc(rng, c.age, c.sex, ch(rng, ["yo", "yrs", "sexs", "y_o"])),
               "), ", c.position, ". DOB ", _d(rng, c, c.dob, ["num", "num1"]),
               ". Registration ", (c.reg, "IDNUM"), ".")
        if c.nat:
            n.line(C.natid(rng, c))
        n.blank()
        n.line(hm(tinj), "  ", cap(clin.mech(rng, c.sport)), " (", _period(rng, c), "). ",
               c.pt.fn(), " ", ch(rng, ["got up slowly and was unsteady", "stayed down, called on",
                                        "appeared dazed, clutching head", "continued but missed the next contest"]), ".")
        n.line(hm(tinj + 2), "  Off for assessment. Attended by ", c.at.full(), " (", c.at.role,
               ") and me. No red flags. C-spine cleared on field.")
        n.line(hm(toff), "  Off-field screen in medical room:")
        _scat_core(n, rng, c, removed)
        n.line(hm(toff + 12), "  ", "Removed - not to return today." if removed
               else "Screen passed, returned to play; re-checked at full time and next day.")
        n.blank()
        prev = rng.randrange(3)
        n.line("Hx: ", ["no previous concussion", "one previous concussion (", "two previous concussions, last ("][prev],
               _d(rng, c, addd(c.inj, -rng.randrange(200, 900)), ["my", "mys", "y"]) if prev else "",
               ")" if prev else "", ". Meds: ", clin.drugs(rng, cty, 1)[0], ". NKDA.")
    else:
        n.line("== Sideline app export v3.2 ==")
        n.line("record_id: ", (phi.idnum(rng, "inc", c.inj.year), "IDNUM"))
        n.line("athlete_name: ", c.pt.full())
        n.line("athlete_dob: ", (fdate(c.dob, cty, "iso"), "DATE"))
        n.line("athlete_age: ", (str(c.age), "AGE"))
        n.line("team: ", (c.team_org, "ORGANIZATION"), " / ", c.grade)
        n.line("event_date: ", (fdate(c.inj, cty, "iso"), "DATE"), "T%s:00" % hm(tinj).rjust(5, "0"))
        n.line("event_location: ", (c.ground, "LOCATION_OTHER"), ", ", (c.ground_town, "CITY"))
        n.line("assessor: ", c.at.full(), " (user ", (c.at.user, "USERNAME"), ")")
        n.line("device_serial: ", (phi.device_sn(rng, "tab"), "DEVICE"))
        n.line("client_ip: ", (phi.ipaddr(rng), "IPADDR"))
        n.line("mechanism: ", clin.mech(rng, c.sport))
        n.line("red_flags: none   observable_signs: ", ch(rng, ["balance", "blank look", "slow to rise"]) if removed else "none")
        n.line("----- scores -----")
        _scat_core(n, rng, c, removed)
        n.line("decision: ", "REMOVED_NO_RETURN" if removed else "RETURNED_MONITOR")
        n.line("free_text: ")
        n.line(ch(rng, ["pt states ", "athlete states "]), "\"", ch(rng, [
            "my head is pounding and the lights are too bright",
            "i feel a bit foggy, like i'm underwater", "i don't remember the tackle" if c.sport in clin.TACKLE_SPORTS
            else "i don't remember falling",
            "just a bit of a headache, i'm fine to go back on"]) if removed else ch(rng, [
            "i'm fine, it just stung for a second", "honestly i feel normal, can i go back on",
            "bit of a knock, no headache"]), "\". ",
               c.nok_rel, " (", c.nok.fn(), ") on sideline, informed.")
    # disposition common tail
    n.blank()
    n.line("DISPOSITION")
    if removed:
        n.line("Released into the care of ", c.nok.full(), " (", c.nok_rel, "), mobile ",
               (c.nok_mob, "PHONE"), ", at %s. Concussion advice and red-flag sheet given and explained." % (
                   hm(toff + rng.randrange(25, 110))))
        if c.age >= 17 and maybe(rng, 0.55):
            n.line("Advised not to drive for at least 24 h. Vehicle (reg ", (phi.plate(rng, cty), "VEHICLE"),
                   ") left at ", (c.ground, "LOCATION_OTHER"), "; ", ch(rng, ["teammate", "friend"]), " ",
                   c.mate.full(), " to collect it.")
        n.line("Paracetamol only for headache in the first 24 h; avoid NSAIDs and alcohol; limit screens for 24-48 h.")
        n.line("Review: ", c.doc.tl(rng), ", ", (c.clinic, "HOSPITAL"), ", ",
               _d(rng, c, phi.workday(addd(c.inj, rng.randrange(1, 4))), ["wds", "wdm", "wd", "mon"]),
               " at %d:%02d." % (rng.randrange(8, 17), ch(rng, [0, 15, 30, 45])))
        n.line("ED if: worsening headache, repeated vomiting, drowsiness, seizure, weakness, confusion.")
    else:
        n.line("Returned to play at %s. Monitored at the break and at full time; symptom-free." % hm(toff + 14))
        n.line("Follow-up check by ", c.at.fn(), " on ",
               _d(rng, c, addd(c.inj, rng.randrange(1, 3)), ["wday", "wds", "mon"]), ".")
    n.blank()
    sig = rng.randrange(3)
    if sig == 0:
        n.line("Signed: ", c.at.sig(), "  ", C.lic_pc(c.at))
        n.line("Tel ", (phi.phone(rng, cty, "mob"), "PHONE"), "  Email ", (phi.email(rng, c.at, org=c.team_org), "EMAIL"))
    elif sig == 1:
        n.line("-- ", c.doc.tl(rng), ", ", c.doc.creds, " (team doctor)  ", C.lic_pc(c.doc))
        n.line("cc: ", c.at.full(), "; ", c.coach.full(), " (head coach); file ", (c.mrn, "MRN"))
    else:
        n.line("Assessor initials: ", c.at.ini(dots=False), "   Witness: ", c.manager.full(), " (team manager)")
        n.line("Copy to ", (c.clinic, "HOSPITAL"), " fax ", (c.clinic_fax, "FAX"), " / ",
               (c.clinic_email, "EMAIL"))
    return n


# --------------------------------------------------------------------------
CREW = {"US": ["paramedic", "EMT"], "CA": ["paramedic", "primary care paramedic"],
        "UK": ["paramedic", "ambulance technician"], "IE": ["advanced paramedic", "paramedic"],
        "AU": ["intensive care paramedic", "ambulance officer"], "NZ": ["paramedic", "emergency medical technician"]}


def handover(rng, c):
    n = Note()
    cty = c.country
    para = C.person(rng, "DOCTOR")
    para2 = C.person(rng, "DOCTOR")
    loc = ch(rng, ["LOC", "no LOC", "brief LOC (~20 s)", "LOC unknown"])
    gcs0 = rng.randrange(12, 15)
    tinj = rng.randrange(10 * 60, 17 * 60)
    tarr = tinj + rng.randrange(40, 120)
    k = rng.randrange(2)
    if k == 0:
        n.line("AMBULANCE HANDOVER - " + ("MIST" if cty in ("US", "CA") else "ATMIST"))
        n.line("Receiving: ", (c.hosp, "HOSPITAL"), " Emergency Department   Resus/Bay ",
               (str(rng.randrange(1, 24)), "LOCATION_OTHER"))
        n.line("Incident no. ", (phi.idnum(rng, "inc", c.inj.year), "IDNUM"), "   Date ",
               _d(rng, c, c.inj, ["num", "abbr", "iso"]), "   Arrived %s" % hm(tarr))
        n.line("Crew: ", para.full(), " (", CREW[cty][0], "), ", para2.full(), " (", CREW[cty][1], ")")
        n.blank()
        n.line("A  ", phi.age_pc(rng, c.age, c.sex, ch(rng, ["yrold", "yof", "sexs", "yo"])),
               " - ", c.pt.LF(), ", DOB ", _d(rng, c, c.dob, ["num", "num1"]))
        n.line("T  injury approx. %s at " % hm(tinj),
               (c.ground, "LOCATION_OTHER"), ", ", (c.ground_town, "CITY"), " (", c.sport, ", ",
               (c.team_org, "ORGANIZATION"), " v ", (c.opp, "ORGANIZATION"), ")")
        n.line("M  ", clin.mech(rng, c.sport), "; ", loc)
        n.line("I  ", ch(rng, ["3 cm laceration L eyebrow", "swelling R parietal", "no visible injury",
                              "epistaxis, nasal deformity", "abrasion L cheek"]),
               "; neck pain ", ch(rng, ["midline", "paraspinal only", "nil"]))
        n.line("S  GCS %d on scene -> 15 en route; %s; pupils 3 mm PEARL; BGL %.1f" % (
            gcs0, clin.vitals(rng, compact=True), 4.5 + rng.randrange(0, 30) / 10.0))
        n.line("T  collar + blocks, ", ch(rng, ["methoxyflurane 3 mL" if cty in ("AU", "NZ", "UK", "IE") else "fentanyl 50 mcg IN",
                                                "paracetamol 1 g PO" if cty != "US" else "acetaminophen 650 mg PO",
                                                "ondansetron 4 mg IV", "nil analgesia"]),
               ", O2 not required")
        n.blank()
        n.line("NOK: ", c.nok.full(), " (", c.nok_rel, ") ", (c.nok_mob, "PHONE"), " - following by car.")
        n.line("Club medic on scene: ", c.at.full(), ", ", c.at.creds, " - SCAT not completed (red flag).")
    else:
        n.line((c.hosp, "HOSPITAL"), " - EMERGENCY DEPARTMENT")
        n.line("Triage note / medical handover from pitchside")
        n.line("Patient: ", c.pt.LF(), "   Hosp no: ", (c.mrn, "MRN"), "   ", C.natid(rng, c))
        n.line("DOB: ", _d(rng, c, c.dob, ["num", "abbr"]), " (", (str(c.age), "AGE"), ")   Encounter: ",
               (c.acct, "ACCOUNT"), "   Cubicle ", (str(rng.randrange(1, 30)), "LOCATION_OTHER"))
        n.line("Address: ", C.addr_line(rng, c.addr))
        if c.ssn and cty == "US" and maybe(rng, 0.4):
            n.line("SSN: ", (c.ssn, "SSN"), "   ", C.hp_pc(c))
        n.line("Arrived ", _d(rng, c, c.inj, ["num", "wds", "num1"]), " %s by %s" % (
            hm(tarr), ch(rng, ["private car", "ambulance", "club minibus"])),
            ", accompanied by ", c.coach.full(), " (coach)")
        n.line("Triage cat %d. %s" % (rng.randrange(2, 4), clin.vitals(rng, compact=True)))
        n.blank()
        n.line("HPI: ", phi.age_pc(rng, c.age, c.sex, ch(rng, ["yrold", "yo", "y_o"])), " ", c.position,
               " injured playing ", c.sport, " for ", (c.team_org, "ORGANIZATION"), " at %s. " % hm(tinj),
               cap(clin.mech(rng, c.sport)), ". ", loc, ". Pitchside assessment by ", c.doc.tl(rng),
               ": ", ch(rng, ["vomited x2", "amnesic for the event", "GCS 14 at 10 min", "persistent neck pain"]),
               " -> sent in.")
        n.line("NOK: ", c.nok.full(), " (", c.nok_rel, "), ", (c.nok_mob, "PHONE"), ".")
    n.blank()
    n.line("ED assessment (", c.edoc.tl(rng), ")")
    n.line(clin.neuro_exam(rng))
    n.line(clin.cspine(rng))
    if maybe(rng, 0.65):
        n.line("Canadian CT Head Rule: ", ch(rng, ["dangerous mechanism", "vomiting >= 2 episodes",
                                                  "GCS < 15 at 2 h", "amnesia before impact > 30 min"]),
               " -> CT brain non-contrast", ch(rng, [" + CT C-spine", "", ""]), ".")
        n.line("CT accession ", (phi.idnum(rng, "acc", c.inj.year), "IDNUM"), ": ", ch(rng, [
            "no acute intracranial abnormality; no fracture.",
            "no haemorrhage, no midline shift; small L frontal scalp haematoma.",
            "normal; incidental mucosal thickening of maxillary sinuses."]), " Reported by ", c.rad.tl(rng), ".")
    else:
        n.line(("PECARN" if c.minor else "Canadian CT Head Rule"),
               " low risk - no imaging indicated. Observed 4 h, GCS 15 throughout.")
    n.blank()
    n.line("Dx: concussion ", clin.icd(rng, cty), ch(rng, ["", "; scalp laceration closed with 4 x 5-0 sutures",
                                                          "; neck strain"]))
    if maybe(rng, 0.3) and c.age >= 17:
        n.line("Patient's car (", (phi.plate(rng, cty), "VEHICLE"), ") left in the ED drop-off bay - keys with ",
               c.nok.fn(), "; security informed. Not to drive.")
    adm = maybe(rng, 0.3)
    if adm:
        n.line("Admitted overnight to ", (c.ward, "HOSPITAL"), ", bed ", (str(rng.randrange(1, 30)), "LOCATION_OTHER"),
               " for neuro obs (hourly x 4, then 2-hourly).")
    n.line("Discharge ", _d(rng, c, addd(c.inj, 1 if adm else 0), ["num", "wds", "mon"]), " to ",
           c.nok.full(), ". Head injury leaflet given. ", "PCP" if cty == "US" else "GP", ": ",
           c.gp.tl(rng), ", ", (c.gp_practice, "HOSPITAL"), ".")
    n.line("Follow-up: sports medicine review with ", c.doc.tl(rng), " at ", (c.clinic, "HOSPITAL"),
           " within 72 h (", (c.clinic_tel, "PHONE"), "); no sport/training until cleared (GRTP).")
    n.blank()
    n.line(c.edoc.full(), ", ", c.edoc.creds, ", ", c.edoc.role, "   ", C.lic_pc(c.edoc),
           "   ", c.pager_word, " ", (phi.pager(rng, cty), "PHONE"))
    if maybe(rng, 0.5):
        n.line("Dictated ", _d(rng, c, c.inj, ["num"]), " %s / typed by " % hm(tarr + rng.randrange(60, 300)),
               c.scribe.ini_low())
    return n
