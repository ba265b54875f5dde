"""Genre crowd_incident_log (own genre): medical control / crowd-incident
log kept in event control over a shift."""
import phi
import people as PE
import pools_places as PP
import common as C
from notelib import Note

GENRE = "crowd_incident_log"

UNITS = ["Rover 1", "Rover 2", "Rover 3", "Rover 4", "Rover 5", "MIV 1", "Buggy 2", "Med Ctr", "Welfare", "EC", "Security Ctrl",
         "Police Silver", "Bike 1", "Response 2", "Ambulance Liaison"]


def _entry(rng, c, n, num, tm, staff, fmt, used):
    kinds = ["medical", "medical", "medical", "surge", "lost_child", "vehicle", "ejection", "police_med", "prealert", "info",
             "facerec", "welfare"]
    k = rng.choice(kinds)
    if k in used and k not in ("medical", "info", "welfare", "prealert"):
        k = "medical"
    used.append(k)
    frm, to = rng.sample(UNITS, 2)
    sep = " | " if fmt == "pipe" else "  "
    n.w("%03d" % num + sep + tm + sep + frm + sep + to + sep)
    if k == "medical":
        q = PE.make_patient(rng, c.country, c.d0, c.kind)
        r = rng.random()
        if r < 0.4:
            n.w(q.sex + " approx ", ("AGE", str(q.age)), " " + rng.choice(["collapsed", "fitting", "bleeding head", "intox, unable to stand",
                                                                          "chest pain", "fall from height approx 1.5 m"]) + " near ")
            if c.kind == "stadium":
                n.w(C.seat(rng))
            elif rng.random() < 0.5:
                n.w(("LOCATION_OTHER", c.stage))
            else:
                n.w(C.landmark(rng))
        else:
            n.w("pt ", PE.nm(rng, q, "PATIENT", rng.choice(["full", "first_li", "LF", "first"])), " ", ("AGE", str(q.age)), q.sex,
                " " + rng.choice(["to med ctr", "treated in situ", "conveyed", "refused tx", "d/c to friends"]) + ", PRF ", ("ACCOUNT", phi.prf_no(rng)))
        n.w(sep + rng.choice(["Rover 3 tasked", "MIV + Rover 1 tasked", "noted", "P2 - nearest rover", "P1 - " + {"UK": "999", "US": "911", "AU": "000"}[c.country] + " via ALO"]))
    elif k == "surge":
        n.w("Crowd surge front of ", ("LOCATION_OTHER", c.stage if c.kind == "festival" else rng.choice(PP.STAGES)),
            ". Show stop called " + C.hhmm(rng, 19, 23, "colon") + ". " + str(rng.randint(3, 30)) + " pulled over barrier, " +
            str(rng.randint(0, 4)) + " P2 " + str(rng.randint(2, 12)) + " P3. Major incident NOT declared" + sep + "All rovers to pit. Silver informed")
    elif k == "lost_child":
        ch = PE.make_patient(rng, c.country, c.d0, "public")
        ch.age = rng.randint(3, 11)
        mum = PE.make_other(rng, c.country, rel="mum")
        n.w("Lost child: ", PE.nm(rng, ch, "PATIENT", "first"), ", ", C.age_piece(rng, ch, rng.choice(["yrs", "yo", "plain"])), ", " +
            rng.choice(["pink coat", "blue dinosaur t-shirt", "ear defenders", "yellow wellies"]) + ". Mum ", PE.nm(rng, mum, "FAMILY", "first"),
            " on ", ("PHONE", mum.phone), sep + rng.choice(["All units lookout", "Found at info point - reunited", "Found by stewards " + C.hhmm(rng)]))
    elif k == "vehicle":
        n.w("Vehicle incursion at " + rng.choice(["Gate C", "Gate 4", "service road", "pedestrian route 2"]) + ", reg ", ("VEHICLE", phi.plate(rng, c.country)),
            ". Driver detained by police" + sep + "No casualties. Route re-opened " + C.hhmm(rng, 18, 23, "colon"))
    elif k == "ejection":
        q = PE.make_patient(rng, c.country, c.d0, c.kind)
        n.w("Ejection: ", PE.nm(rng, q, "PATIENT", rng.choice(["full", "LF"])), " (ID checked, DOB ", C.D(rng, c, q.dob, "num"), "), wristband ",
            ("IDNUM", q.wristband), " cut. Medical check before leaving site" + sep + "Rover 4 - fit to leave")
    elif k == "police_med":
        q = PE.make_patient(rng, c.country, c.d0, c.kind)
        off = PE.make_other(rng, c.country)
        n.w("Police request medical to custody cabin: ", PE.nm(rng, q, "PATIENT", "full"), ", ", ("AGE", str(q.age)), ", arrested, ?swallowed wraps. Officer ",
            PE.nm(rng, off, "FAMILY", "last"), " (", ("IDNUM", phi.digits(rng, 4)), ")" + sep + "Dr to attend, likely convey")
    elif k == "prealert":
        q = PE.make_patient(rng, c.country, c.d0, c.kind)
        n.w("Pre-alert ", ("HOSPITAL", c.hosp.name), " via ALO: ", ("AGE", str(q.age)), q.sex + " " + rng.choice(["?STEMI", "GCS 8 ?GHB", "EHS", "anaphylaxis",
                                                                                                        "head injury + LOC"]) + ", CAD ",
            ("IDNUM", phi.cad_no(rng, c.d0)), sep + "Amb on scene " + C.hhmm(rng))
    elif k == "info":
        n.w(rng.choice(["Radio check all medical call signs - all loud and clear", "Med Ctr at capacity 12/14 beds", "Rain starting, ponchos to welfare",
                        "Headliner on stage", "Egress commenced", "Water point 3 out of service", "Sunset - rovers torch check"]) + sep + "noted")
    elif k == "facerec":
        n.w("Gate 2 biometric entry flagged wristband ", ("IDNUM", phi.wristband(rng)), " - face template ", ("BIOID", phi.bioid(rng, "face")),
            " does not match registered holder" + sep + "Security to attend, no medical role")
    else:
        q = PE.make_patient(rng, c.country, c.d0, c.kind)
        n.w("Welfare: ", PE.nm(rng, q, "PATIENT", rng.choice(["first", "first_li"])), " (", ("AGE", str(q.age)), ") reunited with friend ",
            PE.nm(rng, PE.make_other(rng, c.country), "FAMILY", "first"), sep + "closed")
    n.w(sep, PE.nm(rng, staff, "DOCTOR", "init"), "\n")


def gen(rng, country):
    kind = rng.choice(["festival", "festival", "stadium", "public"])
    c = PE.make_ctx(rng, country, kind)
    loggist = PE.make_staff(rng, country, rng.choice(["control loggist", "medical coordinator", "dispatcher"]))
    silver = PE.make_staff(rng, country, rng.choice(["medical manager", "clinical lead", "medical director"]))
    alo = PE.make_staff(rng, country, "paramedic")
    n = Note()
    n.w(rng.choice(["MEDICAL CONTROL LOG", "EVENT CONTROL - MEDICAL/CROWD INCIDENT LOG", "Medical Control Decision & Incident Log"]), "\n")
    n.w("Event: ", ("ORGANIZATION", c.event), "   Venue: ", ("LOCATION_OTHER", c.venue), "   Date: ", C.D(rng, c, c.d0), "\n")
    n.w("Organiser: ", ("ORGANIZATION", c.organiser), "   Security: ", ("ORGANIZATION", c.security), "   Medical: ", ("ORGANIZATION", c.provider), "\n")
    n.w("Loggist: ", PE.nm(rng, loggist, "DOCTOR", "full"), "   Medical Silver: ", PE.staff_ref(rng, silver, rng.choice(["title_full", "full"])),
        " (", ("PHONE", silver.phone), ")\n")
    n.w("Ambulance Liaison Officer: ", PE.nm(rng, alo, "DOCTOR", "full"), ", ", ("ORGANIZATION", c.ambulance), "\n")
    n.w("Radio: MED 1 (Ch " + str(rng.randint(1, 16)) + "), Event Control Ch " + str(rng.randint(1, 16)) + ".  Attendance: " +
        "{:,}".format(rng.randint(4, 90) * 1000) + "\n\n")
    fmt = rng.choice(["pipe", "space"])
    if fmt == "pipe":
        n.w("No. | Time  | From | To | Message | Action | Init\n")
    else:
        n.w("No.  Time   From   To   Message   Action   Init\n")
    staffs = [loggist, PE.make_staff(rng, country, rng.choice(["control loggist", "medical coordinator", "dispatcher"]))]
    t = C.times(rng, rng.randint(9, 16), 14, 22)
    used = []
    for i, tm in enumerate(t):
        _entry(rng, c, n, i + 1, tm, rng.choice(staffs), fmt, used)
    n.w("\nLog closed " + C.hhmm(rng, 0, 3, "colon") + ". Totals: " + str(rng.randint(20, 180)) + " pts seen, " + str(rng.randint(0, 6)) +
        " conveyed, " + str(rng.randint(0, 9)) + " welfare.\n")
    n.w("Signed off: ", PE.nm(rng, silver, "DOCTOR", rng.choice(["full", "fi_last"])), " / ", PE.nm(rng, loggist, "DOCTOR", "init"), "\n")
    if rng.random() < 0.4:
        n.w("Exported from control system by ", ("USERNAME", loggist.user), " @ ", ("IPADDR", phi.ipaddr(rng)), "\n")
    return n
