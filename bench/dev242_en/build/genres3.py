"""Medevac request/handover and incident/injury reports (dev242_en, author 242)."""
import clinical
import phi
import pools
from phi import S


def kv(c, label, *pieces):
    c.d(label, c.sep, *pieces, "\n")


def _site(c):
    """pieces naming where the patient is: installation, vessel or remote camp."""
    r = c.rng
    k = r.random()
    if k < 0.45:
        pre, inst = c.installation()
        return [pre, S(inst, "LOCATION_OTHER")], "offshore"
    if k < 0.8:
        pre, v = c.vessel()
        return [pre + " ", S(v, "LOCATION_OTHER")], "vessel"
    place, ctry, env = r.choice(pools.EXPED)
    c.env = env
    out = [S(place, "LOCATION_OTHER")]
    if ctry:
        out += [", ", S(ctry, "COUNTRY")]
    else:
        out += [", Antarctica" if env == "polar" else ", Southern Ocean"]
    return out, "remote"


SITE_CODE = {"offshore": "o", "vessel": "s", "remote": "r"}
EMPLOYER = {"offshore": ["energy", "contractor"], "vessel": ["marine", "crewing"], "remote": ["exped"]}
AREAS = {"offshore": ["drill floor", "pipe deck", "shale shaker room", "moonpool area", "process module M12",
                      "ROV hangar", "scaffold on cellar deck", "laydown area"],
         "vessel": ["main deck aft", "galley", "engine room", "No.2 cargo hold", "mooring deck", "forecastle",
                    "accommodation stairwell", "provision store"],
         "remote": ["approach trail", "camp kitchen tent", "glacier above camp 1", "boat landing", "moraine",
                    "sledge route day 6"]}


def _hm(t, sep=":"):
    t %= 1440
    return "%02d%s%02d" % (t // 60, sep, t % 60)


def _t(base, offset=0):
    t = (base + offset) % 1440
    return "%02d%02d" % (t // 60, t % 60)


# ---------------------------------------------------------------- medevac request and handover
def medevac(c):
    r, d, co = c.rng, c.d, c.country
    c.sep = r.choice([": ", ":\t", " - "])
    site, kind = _site(c)
    scen = clinical.scen_for(r, SITE_CODE[kind], evac=True, country=co)
    medic = c.clin(r.choice(["nurse", "doctor"]))
    para = c.clin("nurse")
    pilot = c.person()
    recv = c.clin("doctor")
    nurse = c.clin("nurse")
    b = r.randint(0, 1439)
    prof = c.profession("offshore" if kind == "offshore" else "maritime" if kind == "vessel" else "exped")
    d(r.choice(["MEDEVAC REQUEST AND HANDOVER", "MEDICAL EVACUATION - REQUEST / HANDOVER FORM",
                "Medevac request (Form ME-1) + clinical handover"]), "\n")
    kv(c, "Mission no.", S(phi.idnum(r, "medevac"), "IDNUM"), "   Priority", c.sep, scen["prio"],
       {"P1": " (immediate)", "P2": " (urgent)", "P3": " (routine)"}[scen["prio"]])
    kv(c, "Date", c.date(c.when), "   Time of request ", _t(b), r.choice([" UTC", "Z", " LT"]))
    kv(c, "Location", *site)
    region = clinical.region_for(co, r)
    if kind != "remote":
        kv(c, "Position", S(clinical.position(r, region), "LOCATION_OTHER"),
           r.choice(["  helideck D-value 22.8, max 12.8 t", "  no helideck - winch from aft deck", "  helideck available",
                     "  vessel hove-to, heading into wind"]))
    else:
        if c.env != "alt":
            kv(c, "Grid", S(clinical.position(r, "SO"), "LOCATION_OTHER"))
        else:
            kv(c, "Altitude", "%d m, LZ %s" % (r.randint(3400, 6100), r.choice(["marked", "flat snow", "rocky"])))
    kv(c, "Requested by", *c.doc_name(medic, "full_cred" if medic.kind != "doctor" else "dr_full"),
       ", tel ", S(phi.satphone(r), "PHONE") if r.random() < 0.5 else c.phone())
    d("\nPATIENT\n")
    kv(c, "Name", c.pt_name())
    kv(c, "Sex / age", c.pt.sex, " / ", S(str(c.age), "AGE"), "   Weight %d kg" % r.randint(52, 125))
    kv(c, "DOB", c.date(c.dob), "   Nationality", c.sep, S(c.nationality(), "COUNTRY"))
    kv(c, "Job / employer", S(prof, "PROFESSION"), ", ", c.org(EMPLOYER[kind]))
    if r.random() < 0.6:
        kv(c, "Employee no.", S(phi.idnum(r, "employee"), "IDNUM"))
    nok, rel = c.relative()
    if r.random() < 0.3:
        kv(c, "NOK", S(nok.full(), "FAMILY"), " (", rel, ", ", S(str(r.randint(18, 82)), "AGE"), ") ", c.phone(True))
    else:
        kv(c, "NOK", S(nok.full(), "FAMILY"), " (", rel, ") ", c.phone(True))
    if r.random() < 0.4:
        kv(c, "Insurance", c.org("insurer" if kind == "remote" else "pi"), " policy ", S(phi.healthplan(r, co), "HEALTHPLAN"))
    d("\nCLINICAL\n")
    d("Working diagnosis: ", scen["dx"], ". ", r.choice(scen["hpi"]), "\n")
    d("Findings: ", r.choice(scen["exam"]), "\n")
    for k in range(r.randint(1, 3)):
        d(_t(b, 10 + 25 * k), "  ", clinical.vitals(r, scen, r.choice(["pipe", "abbrev"])),
          "  NEWS2 %d\n" % clinical.news2(r))
    d("Treatment given: ", "; ".join(scen["tx"][:r.randint(2, len(scen["tx"]))]), ".\n")
    if r.random() < 0.4:
        d(r.choice(clinical.HARD_NEG_NOTES), "\n")
    d("Airway: ", r.choice(["patent, talking", "patent, OPA not required", "maintained, O2 NRB"]),
      ". IV access: ", r.choice(["none (no IV capability)", "18G L ACF", "IO humeral", "20G R hand"]), ".\n")
    d("\nTRANSPORT\n")
    ac = r.choice(["S-92A", "AW139", "AW189", "H145", "Bell 412", "King Air B200 (fixed wing)", "H175"])
    if kind == "remote":
        ac = r.choice(["AS350 B3 (high-altitude)", "Twin Otter (ski-equipped)", "Basler BT-67", "H125"])
    kv(c, "Aircraft", ac, " reg ", S(phi.aircraft_reg(r, co), "VEHICLE"), r.choice(["", " (SAR)", " (air ambulance)"]))
    kv(c, "Crew", "captain ", S(pilot.form(r, r.choice(["full", "init_last"])), "FAMILY"), ", winch paramedic ",
       S(para.form(r, r.choice(["full", "init_last"])), "DOCTOR"))
    kv(c, "Wheels up", _t(b, 35), ", on scene ", _t(b, 35 + r.randint(40, 110)), ", depart ", _t(b, 160 + r.randint(0, 30)))
    city = c.port(region)[0] if kind != "remote" else c.city()
    kv(c, "Receiving", c.hospital("hosp"), ", ", S(city, "CITY"), "; accepted by ",
       *c.doc_name(recv, r.choice(["dr_full", "dr_last"])), " at ", _t(b, 20))
    d("\nHANDOVER (ATMIST) - ", r.choice(["ED resus", "ED majors", "helipad"]), " ", _t(b, 250), "\n")
    d("A: ", *c.age_pieces(r.choice(["M", "yo", "-year-old", "sexslash"])), "\n")
    d("T: ", "time of injury " if scen["inj"] else "time of onset ", _t(b, -r.randint(20, 180)), " on ", c.date(c.when, r.choice([
        phi.weekday_style(co), "weekday", c.ds])), "\n")
    d("M: ", scen["mech"] or scen["cc"], "\n")
    d("I: ", scen["dx"], "\n")
    d("S: ", clinical.vitals(r, scen, "abbrev"), "\n")
    d("T: ", scen["tx"][0], "; ", scen["tx"][-1], "\n")
    d("Handed to ", *c.doc_name(nurse, "full_cred"), r.choice([" in bay ", " in resus ", " cubicle "]),
      S(str(r.randint(1, 14)), "LOCATION_OTHER"), ".\n")
    kv(c, "ED encounter", S(phi.account(r), "ACCOUNT"), "   MRN", c.sep, S(phi.mrn(r, co), "MRN"))
    if r.random() < 0.4:
        d("Subsequently admitted to ", c.hospital("ward"), ", bed ", S(str(r.randint(1, 28)), "LOCATION_OTHER"), ".\n")
    if r.random() < 0.5:
        d("Monitor/defib ", r.choice(["Corpuls3", "LIFEPAK 15", "Tempus Pro", "ZOLL X Series"]), " SN ",
          S(phi.device_serial(r), "DEVICE"), " - data downloaded to ED record.\n")
    if r.random() < 0.4:
        d("Company duty manager ", c.fam(), " informed ", _t(b, 280), "; NOK informed by ",
          c.fam(kind="full"), ".\n")


# ---------------------------------------------------------------- incident / injury report
CLASSES = ["First aid case (FAC)", "Medical treatment case (MTC)", "Restricted work case (RWC)",
           "Lost time injury (LTI)", "High potential near miss"]
REG_BODY = {"UK": ["RIDDOR reportable: ", "HSE notified: "], "NO": ["Reported to PSA (Havtil): ", "NAV form: "],
            "AU": ["NOPSEMA notifiable: ", "AMSA 18 submitted: "], "US": ["BSEE notification: ", "USCG CG-2692 filed: "]}


def incident_report(c):
    r, d, co = c.rng, c.d, c.country
    c.sep = r.choice([": ", ":\t", "  "])
    site, kind = _site(c)
    scen = clinical.scen_for(r, SITE_CODE[kind], inj=True, country=co)
    org = c.org(EMPLOYER[kind])
    medic = c.clin(r.choice(["nurse", "doctor"]))
    sup = c.person()
    wit = c.person()
    author = c.person()
    prof = c.profession("offshore" if kind == "offshore" else "maritime" if kind == "vessel" else "exped")
    tmin = r.randint(0, 1439)
    d(org, " - ", r.choice(["INCIDENT / INJURY REPORT", "Accident & Injury Report", "HSE Incident Notification"]), "\n")
    kv(c, "Report no.", S(phi.idnum(r, "incident"), "IDNUM"), "   Status", c.sep, r.choice(["Draft", "Submitted", "Closed"]))
    kv(c, "Date of incident", c.date(c.when, r.choice([c.ds, "wd_d_month_y" if co != "US" else "wd_month_d_y"])),
       "   Time", c.sep, _hm(tmin, r.choice([":", ""])) + r.choice(["", " LT", " local"]))
    kv(c, "Location", *site)
    kv(c, "Area", r.choice(AREAS[kind]))
    d("\nINJURED PERSON\n")
    kv(c, "Name", c.pt_name())
    kv(c, "Age", S(str(c.age), "AGE"), "   Gender", c.sep, c.pt.sex)
    kv(c, "Employer", c.org(EMPLOYER[kind]) if r.random() < 0.6 else org, "   Employee ID", c.sep, S(phi.idnum(r, "employee"), "IDNUM"))
    kv(c, "Job title", S(prof, "PROFESSION"), "   Time in role %d %s" % (r.randint(1, 24), r.choice(["months", "years"])))
    shift_day = 7 * 60 <= tmin < 19 * 60
    kv(c, "Shift", "day" if shift_day else "night", ", hour %d of 12; day %d of %d-day trip" % (
        ((tmin - 7 * 60) % 720) // 60 + 1, r.randint(1, 21), r.choice([14, 21, 28])))
    if r.random() < 0.5:
        kv(c, "Access log", "biometric ID ", S(phi.bioid(r), "BIOID"), " badged in 0%d:%02d" % (r.randint(5, 6), r.randint(0, 59)))
    d("\nDESCRIPTION\n")
    d(r.choice(scen["hpi"]), " ")
    d(r.choice(["Task was being carried out under permit ", "Work was covered by JSA ", "Toolbox talk held, ref "]),
      S(phi.idnum(r, "order"), "IDNUM"), ". ")
    d("Supervisor ", S(sup.form(r, r.choice(["full", "init_last", "last_first"])), "FAMILY"),
      " was ", r.choice(["present", "on the pipe deck", "in the control room", "called to scene"]), ".\n")
    d("Witness: ", S(wit.full(), "FAMILY"), " (", r.choice(["colleague", "crane operator", "banksman", "fellow guide",
                                                               "deckhand", "roustabout"]), ").\n")
    if kind == "remote" or r.random() < 0.2:
        d("Transport vehicle involved: ", r.choice(["Toyota Land Cruiser", "Hilux", "Ford F-250"]), " reg ",
          S(phi.plate(r, co), "VEHICLE"), ".\n")
    d("\nINJURY / TREATMENT\n")
    d("Mechanism: ", scen["mech"], ". Nature: ", scen["dx"], ".\n")
    if kind == "vessel":
        d("First aid by ", r.choice(["2/O ", "C/O ", "Ch/Off "]), S(medic.form(r, r.choice(["full", "init_last"])), "DOCTOR"),
          " (medical officer)")
    else:
        d("First aid by ", *c.doc_name(medic))
    d(" at ", _hm(tmin + r.randint(4, 40), ":"), ": ", "; ".join(scen["tx"][:3]), ".\n")
    d(clinical.vitals(r, scen, "inline"), "\n")
    if r.random() < 0.45:
        d("Referred ashore to ", c.hospital("hosp"), " (", S(c.city(), "CITY"), ") on ",
          c.date(phi.shift(c.when, r.randint(0, 2))), ".\n")
    d("\nCLASSIFICATION\n")
    d(r.choice(CLASSES), ". ", r.choice(REG_BODY[co]), r.choice(["Yes", "No", "TBC", "Not required"]), ".\n")
    d("Days lost: %d   Restricted days: %d\n" % (r.choice([0, 0, 1, 3, 7, 14]), r.choice([0, 2, 5, 10])))
    d("\nACTIONS\n")
    for act in r.sample(["Review pinch-point awareness at toolbox talks", "Replace worn grating section",
                          "Re-brief hot work procedure", "Add hand-injury campaign to HSE plan",
                          "Install additional lighting on ladder", "Check galley knife storage",
                          "Review fatigue management for night shift", "Update route card for trail section"],
                        r.randint(1, 3)):
        d("- ", act, " - due ", c.date(phi.shift(c.when, r.randint(7, 60)), r.choice([c.ds, phi.dm_style(co)])),
          " (owner: ", S(c.person().form(r, r.choice(["full", "init_last"])), "FAMILY"), ")\n")
    d("\nReported by ", S(author.full(), "FAMILY"), ", ", r.choice({"offshore": ["HSE advisor", "OIM", "safety rep"],
                                                                    "vessel": ["chief mate", "master", "safety officer"],
                                                                    "remote": ["expedition leader", "base manager"]}[kind]))
    if r.random() < 0.6:
        d(" (user ", S(phi.username(r, author), "USERNAME"), ")")
    d(" on ", c.date(phi.shift(c.when, r.randint(0, 3))), "\n")
    if r.random() < 0.35:
        d("Contact: ", c.email(author), "  ", c.phone(True), "\n")
