"""Genres: caseload handover, visit log, telephone triage log."""
import clinical as C
import common as K
import names as N
import places as P

TASKS = [
    lambda r: "Cat %d PU %s - %s alt days" % (r.randint(2, 4), r.choice(["sacrum", "L heel", "R heel", "coccyx"]), r.choice(C.PRIMARY)),
    lambda r: "VLU %s leg - %s, reapply %s" % (r.choice(["L", "R", "both"]), r.choice(C.COMPRESSION), r.choice(["Mon/Thu", "2x wkly", "weekly"])),
    lambda r: "insulin %s %du %s" % (r.choice(C.INSULINS)[0].split()[0], r.randint(4, 40), r.choice(["OM", "BD", "teatime"])),
    lambda r: "LTC change due - %s" % r.choice(["14Ch", "16Ch", "SPC 16Ch"]),
    lambda r: "EOL - syringe driver (%s), check 4hrly" % r.choice(C.CSCI),
    lambda r: "bloods: %s" % r.choice(["U&E, FBC", "INR", "LFT, CRP", "HbA1c, lipids", "TFT"]),
    lambda r: "B12 IM (hydroxocobalamin 1mg) due",
    lambda r: "skin tear R shin - %s, review 3/7" % r.choice(C.SECONDARY),
    lambda r: "PICO 7 NPWT - canister check",
    lambda r: "heart failure obs, daily wt, furosemide titration per Community Matron",
    lambda r: "PEG site care, %s" % r.choice(["granuloma - silver nitrate", "NAD", "leaking - dietitian aware"]),
]
RISKS = ["lone worker flag - visit in pairs", "aggressive dog - ask son to shut away", "smoker + home O2",
         "hoarding - limited access", "safeguarding open (financial)", "MRSA colonised - PPE", "C. diff - side gate entry",
         "no mobile signal - check in before/after", "DoLS authorised", "interpreter needed (Language Line)"]


def handover(c):
    r, cc, d = c.rng, c.cc, c.doc
    lead = c.staff[0]
    d.ln(("HOSPITAL", c.team), " - ", r.choice(["CASELOAD HANDOVER", "Daily Huddle / Handover", "Weekend Handover Sheet",
                                                "Caseload Allocation & Handover"]))
    d.ln(c.D(c.date, r.choice(["wdlong", "wd", "num"])), "   ", r.choice(["08:30", "08:15", "13:00", "16:30"]), "   Team leader: ",
         ("DOCTOR", lead.full()))
    names = [c.sname(s, r.choice(["first", "full"])) for s in c.staff[1:]]
    d.t("Present: ")
    for i, nm in enumerate(names):
        if i:
            d.t(", ")
        d.t(nm)
    d.ln(", ", ("DOCTOR", N.make_person(r).first), " (student)")
    d.ln("Staffing: ", str(r.randint(3, 7)), " RN, ", str(r.randint(0, 3)), " HCA; ", r.choice(["1 sick", "full", "1 on annual leave", "2 agency nurses"]),
         ". Pool car ", ("VEHICLE", P.vehicle_plate(r, cc)), " ", r.choice(["in for MOT", "back in use", "needs fuel card", "flat tyre reported"]), ".")
    d.ln("")
    d.ln("#   Patient                       Age  Address                         KS     Task / notes                                    To")
    n = r.randint(6, 11)
    for i in range(n):
        p = N.make_person(r)
        age = r.randint(48, 101)
        street = K.street_line(r, cc)
        town = r.choice(P.CONFIG[cc]) if r.random() < .3 else c.town
        st = r.choice(c.staff)
        nm = r.randint(0, 3)
        pn = [[("Mr " if p.sex == "M" else "Mrs "), ("PATIENT", p.last)], [("PATIENT", p.full())],
              [("PATIENT", p.inverted(caps=True))], [("PATIENT", p.initials())]][nm]
        d.t(str(i + 1).ljust(4), pn, "  ", ("AGE", str(age)), "  ", ("STREET", street), ", ", ("CITY", town[0]), "  ")
        d.t(["KS ", ("IDNUM", "%04d" % r.randint(1000, 9999))] if r.random() < .5 else "-", "  ", r.choice(TASKS)(r))
        if r.random() < .3:
            d.t(" (", r.choice(RISKS), ")")
        d.ln("  ", ("DOCTOR", st.first if r.random() < .6 else st.initials()))
    d.ln("")
    if r.random() < .7:
        p = N.make_person(r)
        day = c.day(-r.randint(1, 3))
        d.ln("DEATHS: ", ("Mr " if p.sex == "M" else "Mrs "), ("PATIENT", p.last), " (", ("AGE", str(r.randint(60, 99))), ") died ",
             c.D(day, r.choice(["wd", "dm"])), " ", K.time(r), " at home, ", r.choice(["peaceful", "expected", "family present"]),
             "; VOED by ", ("DOCTOR", r.choice(c.staff).full()), ". Equipment collection requested from ", ("ORGANIZATION", c.equip), ".")
    d.ln("NEW REFERRALS: ")
    for _ in range(r.randint(1, 3)):
        p = N.make_person(r)
        d.ln("- ", ("PATIENT", p.full()), ", ", ("AGE", str(r.randint(50, 98))), r.choice(["yo", "y", " yrs"]), ", ",
             r.choice(["d/c from ", "referred by "]), ("HOSPITAL", r.choice([c.hospital, c.practice, K.hospital_name(r, cc)])), " - ",
             r.choice(["catheter care", "wound", "insulin", "EOL", "post-op wound (Hartmann's)", "housebound bloods"]),
             ", first visit ", c.D(c.day(r.randint(0, 2)), "wd"))
    if r.random() < .6:
        p = N.make_person(r)
        d.ln("SAFEGUARDING: ", ("PATIENT", p.full()), " - ", r.choice(["concerns re neglect, SW ", "financial abuse query, SW ",
                                                                        "unexplained bruising, SW "]),
             ("DOCTOR", N.make_person(r).full()), " aware (", ("PHONE", P.phone(r, cc, c.town)), ").")
    d.ln("ACTIONS: ", r.choice(["chase ", "order "]), r.choice(C.EQUIPMENT)[0], " for ", ("PATIENT", N.make_person(r).initials()),
         "; ", r.choice(["PU audit due Friday", "clinical supervision 14:00", ["Datix review - ", c.D(c.day(2), "dm"), " deadline"],
                        "mandatory training: BLS", "stock check - Aquacel low"]), ".")
    d.ln("Handover written by ", ("DOCTOR", lead.initial_last()), " - do not print/forward outside ", ("ORGANIZATION", c.trust), ".")
    return "caseload_handover"


def visit_log(c):
    r, cc, d = c.rng, c.cc, c.doc
    us = cc == "US"
    d.ln(r.choice(["VISIT LOG", "District Nursing Contact Record", "Skilled Nursing Visit Notes" if us else "Community Nursing Visit Log",
                   "Continuation Notes"]), " - ", ("HOSPITAL", c.team))
    d.ln(c.pname("inv"), "  ", c.D(c.dob, "num"), "  ", *K.id_line(c, ("health", "comm", "mrn"), "  "))
    d.ln("")
    day = c.day(-r.randint(0, 20))
    plate = P.vehicle_plate(r, cc)
    kinds = r.sample([0, 1, 2, 4, 6], 2) + [3, r.choice([3, 5, 6])]
    for i in range(r.randint(4, 8)):
        t0 = r.randint(7 * 60, 20 * 60)
        day = day + K.dt.timedelta(days=r.choice([1, 1, 2, 3, 7]))
        st = r.choice(c.staff)
        tag = 1 if us else r.randint(0, 3)
        d.ln(c.D(day, r.choice(["num", "wd", c.dstyle])), " %02d:%02d  " % divmod(t0, 60), ("DOCTOR", st.full()), ", ", st.role,
             ["", ["  [visit ID ", ("ACCOUNT", r.choice(["SN", "V", ""]) + P.rdig(r, 7)), "]"], "  [planned]", "  [unplanned]"][tag])
        kind = r.choice(kinds)
        body = [
            ["Wound ", r.choice(C.WOUND_SITES), " redressed - ", r.choice(C.PRIMARY), " + ", r.choice(C.SECONDARY),
             ". Exudate ", r.choice(["low", "mod", "high"]), ", ", r.choice(["no odour", "malodorous", "slough reducing"]), "."],
            ["Insulin ", r.choice(C.INSULINS)[0], " ", str(r.randint(4, 40)), " units given ", r.choice(["LA", "RA", "L thigh"]),
             ". BG ", C.glucose(r, cc), ". Ate ", r.choice(["porridge", "toast", "nothing yet - prompted", "cereal"]), "."],
            ["Catheter draining ", r.choice(["clear", "cloudy", "haematuria+"]), " urine. ", r.choice(["Leg bag changed.", "Bypassing - bowels checked (BNO 4/7), " + r.choice(["Laxido", "glycerin supp"]) + " given.", "Optiflo washout."])],
            ["Obs: ", C.vitals(r, cc), ". ", r.choice(["NEWS2 " + str(r.randint(0, 7)) + " - GP informed", "stable", "chest clear"]), "."],
            ["Syringe driver checked ", r.choice(["- running to time", "- site red, resited", "- 12ml remaining"]), ". ",
             r.choice(["Comfortable.", "Mouth care given.", "Some agitation, PRN midazolam given."]), " ", c.nok.rel.capitalize(), " ",
             ("FAMILY", c.nok.first), " ", r.choice(["coping", "tired - night sitter discussed", "upset, support given"]), "."],
            ["No answer at door. ", r.choice(["Rang ", "Phoned "]), ("PHONE", c.pt_phone), " - no reply. Key safe ", ("IDNUM", c.keysafe),
             " used; pt found ", r.choice(["asleep", "in garden", "on floor - unhurt, assisted up with Raizer"]), "."],
            ["Pressure areas checked: ", r.choice(["heels blanching", "sacrum non-blanching erythema", "intact"]), ". ",
             r.choice(C.scores(r)[:3]), ". ", r.choice(["Repositioning chart reviewed.", "Carers from " , "Cushion in use."])],
        ][kind]
        d.t("  ", body)
        if kind == 6 and body[-1] == "Carers from ":
            d.t(("ORGANIZATION", c.agency), " reminded re 2-hourly turns.")
        d.ln("")
        if r.random() < .4:
            d.ln("  Plan: ", r.choice(["revisit ", "next visit ", "review "]), c.D(day + K.dt.timedelta(days=r.randint(1, 4)), r.choice(["wd", "dm", "num"])),
                 r.choice(["", " - liaise with " + c.gpword, " (TVN joint visit)"]))
        if r.random() < .3:
            d.ln("  Mileage ", "%.1f" % r.uniform(1, 30), " mi" if cc in ("UK", "US") else " km", ", car ", ("VEHICLE", plate),
                 r.choice(["", "; lone worker check-in via app OK", ["; parked by the ", ("LOCATION_OTHER", r.choice(P.LANDMARKS))]]))
        sign = r.randint(0, 2)
        if sign == 0:
            d.ln("  Signed ", ("DOCTOR", st.initials()), " " + st.cred if st.cred else "")
        elif sign == 1:
            d.ln("  -- ", ("USERNAME", st.user), " %02d:%02d" % divmod(t0 + r.randint(25, 150), 60))
    d.ln("")
    d.ln("Audit: record viewed by ", ("USERNAME", r.choice(c.staff).user), " from ",
         ("IPADDR", r.choice(["10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)),
                              "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254)),
                              "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))])),
         " on ", c.D(day, "num"), " ", K.time(r))
    if r.random() < .7:
        d.ln("Smartcard/biometric sign-on: ", r.choice(["fingerprint template ", "biometric ID ", "palm-vein ID "]),
             ("BIOID", "%s-%s" % (r.choice(["FP", "BIO", "PV", "FPT"]), P.rdig(r, r.choice([5, 6, 8])))))
    return "visit_log"


REASONS = [
    ("catheter", "'s catheter not draining since ", "blocked catheter"),
    ("sd", "'s syringe driver keeps alarming", "syringe driver alarm"),
    ("bg", "'s blood sugar ", "low BG"),
    ("pain", " is in a lot of pain, the breakthrough isnt working", "uncontrolled pain"),
    ("death", " has stopped breathing, we think passed away", "expected death - verification"),
    ("dsg", "'s dressing soaked through and leaking onto the bed", "leaking dressing"),
    ("fall", " is on the floor, cant get up", "fall - no injury reported"),
]


def triage_log(c):
    r, cc, d = c.rng, c.cc, c.doc
    key, said, summ = r.choice(REASONS)
    handler = K.make_staff(r, cc, role=r.choice(["Call Handler", "Care Coordinator", "SPA clinician"]))
    nurse = c.staff[0]
    d.ln(r.choice(["OUT OF HOURS DISTRICT NURSING - CALL RECORD", "Single Point of Access - Telephone Triage",
                   "After-Hours Triage Line" if cc == "US" else "Night Nursing Service Call Log", "Telephone Triage Record"]))
    d.ln("Call ID: ", ("IDNUM", "%s%s" % (r.choice(["SPA-", "OOH", "C"]), P.rdig(r, 8))), "   Received: ", c.D(c.date, "num"),
         " ", "%02d:%02d" % (r.choice([18, 19, 20, 21, 22, 23, 0, 1, 2, 3, 4, 5]), r.randint(0, 59)), "   Line: ",
         ("PHONE", P.phone(r, cc, c.town)))
    d.ln("Handler: ", ("DOCTOR", handler.full()), " (", ("USERNAME", handler.user), ")")
    d.ln("")
    d.ln("Caller: ", ("FAMILY", c.nok.full()), " - ", c.nok.rel, "   Call-back: ", ("PHONE", c.nok_phone))
    d.ln("Patient: ", c.pname("full"), ", ", ("AGE", str(c.age)), r.choice(["yo", " y/o", " yrs", ""]), "  DOB ", c.D(c.dob, "num"),
         "  ", *K.id_line(c, ("health",)))
    d.ln("Address: ", *c.address())
    d.ln("Known to: ", ("HOSPITAL", c.team), r.choice(["", " (on EOL register)", " - caseload"]))
    d.ln("")
    d.t("Reason: caller states \"", ("PATIENT", c.pt.first) if r.random() < .4 else ("mum" if c.pt.sex == "F" else "dad"), said)
    if key == "catheter":
        d.t(r.choice(["tea time", "lunchtime", "this afternoon"]))
    elif key == "bg":
        d.t("was ", C.glucose(r, cc, 2.1, 3.8), " and ", "shes" if c.pt.sex == "F" else "hes", " drowsy")
    d.ln("\".")
    d.ln("Triage: ", r.choice(["RAG - red", "amber", "green"]), ". ",
         {"catheter": "Abdo pain+, no urine in bag 6h, last change " + K.fd(cc, c.day(-r.randint(10, 80)), "dm") + ". ",
          "sd": "Occlusion alarm; advised not to touch pump. ",
          "bg": "Conscious, able to swallow - advised 150ml orange juice then biscuit, recheck 15 min. ",
          "pain": "Score 8/10, last PRN 2h ago. ",
          "death": "No breathing, no pulse felt by family; ReSPECT in house - not for CPR. ",
          "dsg": "No bleeding, no fever. ",
          "fall": "No head injury, on floor 1h, able to talk. "}[key],
         r.choice(C.scores(r)[8:9] + ["GCS 15/15", "NEWS2 not done (phone)", "Manchester Triage not applicable"]), ".")
    d.ln("Outcome: ", r.choice(["visit within 2h", "visit within 4h", "visit ASAP", "visit - next available nurse"]),
         "; allocated to ", ("DOCTOR", nurse.full()), " (mob ", ("PHONE", P.phone(r, cc, c.town, "mob")), ")")
    d.ln("")
    hh = r.randint(0, 5)
    d.ln("NURSE UPDATE ", "%02d:%02d" % (hh, r.randint(0, 29)), ":")
    out = {"catheter": "Catheter changed (" + r.choice(C.CATHETERS) + "), lot ",
           "sd": "Line kinked under nightdress, restarted; pump serial ",
           "bg": "BG now " + C.glucose(r, cc, 5, 9) + "; meter serial ",
           "pain": "Morphine sulfate 5mg SC given, settled; pump/JIC box ref ",
           "death": "Death verified %02d:%02d" % (hh, r.randint(0, 29)) + "; GP to complete MCCD; family present; ref ",
           "dsg": "Redressed with " + r.choice(C.SECONDARY) + ", bed linen changed; wound swab ",
           "fall": "Assisted up with Mangar ELK; obs stable; falls referral; OT ref "}[key]
    idtyp = {"catheter": "DEVICE", "sd": "DEVICE", "bg": "DEVICE", "pain": "IDNUM", "death": "IDNUM", "dsg": "IDNUM", "fall": "IDNUM"}[key]
    d.ln("  ", out, (idtyp, r.choice(["A", "K", "SN", "W", ""]) + P.rdig(r, 7)), ".")
    if key == "death":
        d.ln("  Funeral director ", ("ORGANIZATION", K.org_name(r, "funeral")), " contacted by ", c.nok.rel, ". ",
             "Equipment (", ("ORGANIZATION", c.equip), ") to be collected.")
    d.ln("  Visit closed ", "%02d:%02d" % (hh, r.randint(30, 59)), " - ", ("DOCTOR", nurse.initial_last()), ", ", nurse.cred)
    if r.random() < .5:
        d.ln("Call recording ref ", ("IDNUM", "REC" + P.rdig(r, 9)), "; logged from ",
             ("IPADDR", "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))))
    if r.random() < .3:
        d.ln("Handler verified by ", ("BIOID", "VP-" + P.rdig(r, 6)), " (voiceprint)")
    d.ln("Day team to follow up: ", ("HOSPITAL", c.team), " ", ("PHONE", c.team_phone), ", email ", ("EMAIL", c.team_email))
    return "telephone_triage_log"
