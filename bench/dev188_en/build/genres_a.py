"""Genres: ambulance PCR, dispatch CAD log, ED triage note, ED physician note."""
import pools as P
import fmt as F
import scen as S
from ctx import addr, age_sex, sig, prof


NONVERBAL = ("arrest", "od", "stroke", "seizure", "hypogly", "febsz", "sepsis")


def _crew(c, n, r, k=2):
    crew = []
    creds = ["Paramedic", "ACP", "PCP", "PCP", "EMR"] if c.country == "CA" else \
        ["Paramedic", "EMT-P", "EMT", "AEMT", "NRP", "EMT-B"]
    for i in range(k):
        p = c.staff()
        cr = r.choice(creds[:2]) if i == 0 else r.choice(creds[2:])
        crew.append((p, cr))
    return crew


def ambulance_pcr(r, c, n):
    s = S.pick(r, peds=c.age < 13, age=c.age)
    ck = F.Clock(r)
    inc = F.case_no(r, c.year, r.choice([0, 1, 4]))
    n.x(("ORGANIZATION", c.agency), "\n", r.choice(["PATIENT CARE REPORT", "ePCR - Patient Care Record",
                                                    "AMBULANCE CALL REPORT", "Prehospital Care Report"]), "\n\n")
    n.x("Incident #: ", ("IDNUM", inc), "    PCR #: ", ("IDNUM", F.case_no(r, c.year, 2)), "\n")
    n.x("Date of service: ", ("DATE", c.d()), "    Unit: ", r.choice(["Medic", "M", "Ambulance", "Rescue"]),
        " ", str(r.randrange(1, 60)), " (", r.choice(["ALS", "BLS", "ALS", "CCT"]), ")    Response: ",
        r.choice(["Emergent (L&S)", "Non-emergent", "Emergent", "Code 3"]), "\n")
    crew = _crew(c, n, r, r.choice([2, 2, 3]))
    n.t("Crew: ")
    for i, (p, cr) in enumerate(crew):
        if i:
            n.t(" / ")
        n.x(("DOCTOR", p.form(r, r.choice(["full", "lastfirst", "init"]))), ", ", cr)
        if r.random() < 0.6:
            n.x(" (", r.choice(["Lic", "Cert", "Cert #", "State #"]), " ", ("LICENSE", F.ems_cert(r, c.country)), ")")
    n.t("\n")
    t = [ck.s()]
    for lo, hi in [(0, 2), (1, 2), (5, 14), (1, 2), (12, 28), (8, 25), (4, 12)]:
        t.append(ck.adv(lo, hi))
        if len(t) == 5:
            contact = ck.m
    n.t(f"Times: PSAP {t[0]} | Disp {t[1]} | Enrt {t[2]} | On scene {t[3]} | Pt contact {t[4]} | "
        f"Depart {t[5]} | At dest {t[6]} | Transfer of care {t[7]}\n\n")
    n.t("PATIENT INFORMATION\n")
    n.x("Name: ", ("PATIENT", c.pt.form(r, r.choice(["LASTFIRST", "lastfirstmi", "full", "LASTFIRSTMI"]))),
        "    DOB: ", ("DATE", c.dob_s()), "    Age: ", ("AGE", str(c.age)), "    Sex: ", c.pt.sex,
        f"    Wt: {r.randint(12, 40) if c.age < 13 else r.randint(48, 130)} kg\n")
    n.t("Address: ")
    addr(n, c, style=r.choice([0, 2, 3, 4]))
    n.t("\n")
    if r.random() < 0.8:
        n.x("Phone: ", ("PHONE", c.phone), "\n")
    if r.random() < 0.7:
        payer = r.choice(["Medicare", "Medicaid", "BlueCross", "Aetna", "self-pay", "workers comp"]) \
            if c.country == "US" else r.choice(["OHIP", "MSP", "AHCIP", "provincial plan"])
        n.x("Insurance: ", payer, "  ID: ", ("HEALTHPLAN", c.hp), "\n")
    if r.random() < 0.3:
        n.x("SSN: " if c.country == "US" else "SIN: ", ("SSN", c.ssn), "\n")
    if r.random() < 0.3 and c.age >= 18:
        n.t("Occupation: ")
        prof(n, c, 1)
        n.t("\n")
    n.t("Incident location: ")
    if s["k"] in ("mvc", "stab"):
        n.x(r.choice(["roadway", "public place", "parking lot"]), " - near ", ("LOCATION_OTHER", r.choice(P.LANDMARKS)), ", ",
            ("CITY", c.addr.city), "\n")
        if s["k"] == "mvc":
            n.x("Pt vehicle: ", r.choice(["sedan", "pickup", "SUV", "minivan"]), ", plate ", ("VEHICLE", F.plate(r, c.country)),
                "; other vehicle plate ", ("VEHICLE", F.plate(r, c.country)), "\n")
    elif r.random() < 0.5:
        n.t("Residence (same as above)\n")
    else:
        kind = r.randrange(3)
        if kind == 0:
            n.x("public place - ", ("LOCATION_OTHER", r.choice(P.LANDMARKS)), ", ", ("CITY", c.addr.city), "\n")
        elif kind == 1:
            n.x("workplace - ", ("ORGANIZATION", c.employer), ", ", ("STREET", F.digits(r, 3) + " " +
                r.choice(P.STREETS) + " " + r.choice(["Rd", "Ave", "St"])), "\n")
        elif c.age < 60 or s["trauma"]:
            n.t("Residence of family member\n")
        else:
            n.x("care facility - ", ("HOSPITAL", c.carehome), ", room ", ("LOCATION_OTHER", str(r.randrange(100, 340))), "\n")
    n.x("\nCHIEF COMPLAINT: ", s["cc"], "\n\nNARRATIVE\n")
    pt = c.pt.form(r, r.choice(["last", "last", "first"]))
    if r.random() < 0.5:
        n.x("D: Dispatched ", r.choice(["emergent", "priority 1", "code 3"]), " to above location for ",
            s["nature"].lower(), ". Arrived to find a ")
        age_sex(n, c)
        pos = ["seated in the driver's seat", "standing beside the vehicle"] if s["k"] == "mvc" else \
            ["sitting upright in a chair", "supine on the floor", "in the care of bystanders", "lying in bed"]
        n.x(" ", r.choice(pos), ".\n")
        if s["k"] in NONVERBAL:
            n.x("H: Per ", r.choice(["family", "bystanders", c.rel]), ", pt ", ("PATIENT", pt), f": {s['hpi']}. ")
        else:
            n.x("H: ", r.choice([f"{c.pt.sex == 'M' and 'Mr.' or 'Ms.'} ", "Pt "]), ("PATIENT", pt),
                f" reports {s['cc']}; {s['hpi']}. ")
        n.x(f"PMH: {S.pmh(r, c.age, r.randint(1, 3))}. "
            f"Meds: {S.meds(r, c.age, r.randint(1, 3), ', ')}. Allergies: {r.choice(P.ALLERGIES)}.\n")
        if r.random() < 0.6:
            n.x("Hx obtained from pt and ", c.rel, " ", ("FAMILY", c.fam.form(r, r.choice(["full", "first"]))),
                ", who can be reached at ", ("PHONE", c.fam_phone), ".\n")
        n.x("A: ", s["find"], ".\n")
        n.x("R: ", "; ".join(s["ems"]), ".\n")
    else:
        n.x("Crew responded to a ")
        age_sex(n, c)
        n.x(f" with c/o {s['cc']}. Pt ", ("PATIENT", c.pt.form(r, "full")),
            " - per family: " if s["k"] in NONVERBAL else " - per pt: ", f"{s['hpi']}. On exam: {s['find']}. Treatment: {'; '.join(s['ems'])}. ")
        if r.random() < 0.6:
            n.x("Pt's ", c.rel, " ", ("FAMILY", c.fam.form(r, "full")), " on scene and ",
                r.choice(["followed in private vehicle", "rode in front", "was given destination info"]), ". ")
        n.t("\n")
    rec = c.staff()
    dest_loc = r.choice(["Trauma Bay", "Resus"]) if s["trauma"] else r.choice(["Resus", "Cardiac Room"]) \
        if s["k"] in ("stemi", "arrest", "chf") else r.choice(["Room", "Bed", "Rm", "Pod A bed"])
    n.x("T: Transported ", r.choice(["emergent", "non-emergent", "priority 2"]), " to ", ("HOSPITAL", c.hosp),
        " without incident; care and verbal report given to ", ("DOCTOR", rec.form(r, r.choice(["full", "init", "first"]))),
        ", ", r.choice(["RN", "RN", "MD", "charge RN"]), ", ", dest_loc, " ", ("LOCATION_OTHER", str(r.randrange(1, 30))), ".\n\n")
    n.t("VITAL SIGNS\nTime   BP       HR   RR  SpO2  EtCO2  GCS  BGL  Pain\n")
    ck2 = F.Clock(r, 0)
    ck2.m = contact - 4
    for i in range(r.randint(2, 4)):
        v = S.vitals(r, s, drift=i, age=c.age)
        bp = f"{v['sbp']}/{v['dbp']}"
        n.t(f"{ck2.adv(5, 11)}  {bp:<8} {v['hr']:<4} {v['rr']:<3} {v['spo2']}%   {v['etco2']:<5}  "
            f"{v['gcs']:<4} {v['bgl'] if i == 0 else '--':<4} {v['pain']}\n")
    n.t("\n")
    if r.random() < 0.8:
        mon = r.choice(["LIFEPAK 15", "ZOLL X Series", "LIFEPAK 35", "Corpuls3"])
        n.x("Cardiac monitor: ", mon, " SN ", ("DEVICE", F.device_sn(r, r.choice([0, 1, 3]))))
        if r.random() < 0.6:
            n.x("; 12-lead transmitted at ", ck.adv(-20), " via gateway ", ("IPADDR", F.ip_private(r)))
        n.t("\n")
    if r.random() < 0.35:
        n.x("Pt has implanted ", r.choice(["pacemaker", "ICD", "insulin pump"]), ", card shows serial ",
            ("DEVICE", F.device_sn(r)), ".\n")
    if r.random() < 0.3:
        n.x("Valuables: wallet and phone handed to ", ("FAMILY", c.fam.form(r, "full")), " (", c.rel, ").\n")
    n.t("\n")
    for p, cr in crew[:2]:
        n.x(r.choice(["Signed: ", "Author: ", "Attested: "]), ("DOCTOR", p.form(r, "full")), " ", cr, "\n")
    if r.random() < 0.5:
        n.x("Record created by user ", ("USERNAME", F.staff_username(r, crew[0][0])), " on ", ("DATE", c.d()),
            "; synced to ", ("URL", F.url(r, f"pcr/{F.digits(r, 6)}")), "\n")
    return "ambulance_pcr"


def dispatch_cad(r, c, n):
    s = S.pick(r, peds=c.age < 13, age=c.age)
    ck = F.Clock(r, 0)
    ops = [c.staff() for _ in range(r.randint(1, 3))]
    users = [F.staff_username(r, o) for o in ops]
    inc = F.case_no(r, c.year, r.choice([0, 1, 3]))
    n.x(r.choice(["CAD INCIDENT DETAIL REPORT", "Computer-Aided Dispatch - Event Chronology",
                  "E911 CALL / CAD EVENT LOG"]), "\n")
    n.x("Printed ", ("DATE", c.dplus(r.randint(1, 4))), " ", F.ftime(r, r.randrange(24), r.randrange(60), 0),
        " by ", ("USERNAME", users[0]), "\n")
    n.x("Event: ", ("IDNUM", inc), "   Agency: ", ("ORGANIZATION", c.agency), "   Pri: ",
        str(min(3, s["esi"])), "   Nature: ", s["nature"], "   Det: ", s["mpds"], "\n")
    a = c.addr
    n.x("Location: ", ("STREET", a.street.upper()), ", ", ("CITY", a.city.upper()), ", ", ("STATE", a.st))
    if r.random() < 0.5:
        n.x(" ", ("ZIP", a.zip))
    n.t("\n")
    if r.random() < 0.7:
        n.x("X-St: ", ("STREET", r.choice(P.STREETS).upper() + " " + r.choice(["ST", "AVE", "RD", "DR"])),
            " / ", ("STREET", r.choice(P.STREETS).upper() + " " + r.choice(["ST", "AVE", "LN", "BLVD"])), "\n")
    if s["k"] == "mvc":
        n.x("Vehicles: V1 plate ", ("VEHICLE", F.plate(r, c.country)), " (", ("STATE", c.addr.st), ")  V2 plate ",
            ("VEHICLE", F.plate(r, c.country)), "\n")
    if r.random() < 0.4:
        n.x("Common place: ", ("LOCATION_OTHER", r.choice(P.LANDMARKS).upper()), "\n")
    caller_is_pt = r.random() < 0.25
    n.t("Caller: ")
    if caller_is_pt:
        n.x(("PATIENT", c.pt.form(r, "LASTFIRST")), " (SELF)")
    else:
        n.x(("FAMILY", c.fam.form(r, "LASTFIRST")), " (", c.rel.upper(), ")")
    n.x("   Callback: ", ("PHONE", c.phone if caller_is_pt else c.fam_phone), "   COS: ",
        r.choice(["WPH2", "RESD", "VOIP", "BUSN", "WPH1"]), "\n")
    n.x("Console: POS ", str(r.randint(1, 12)), "  Host ", ("IPADDR", F.ip_private(r)), "\n\n")
    n.t("TIME      OPERATOR      ENTRY\n")

    secs = [ck.m * 60 + r.randrange(60)]

    def line(u, msg_parts):
        secs[0] = max(secs[0] + r.randint(4, 70), ck.m * 60)
        ck.m = secs[0] // 60
        t = secs[0] % 86400
        n.t(f"{t // 3600:02d}:{t % 3600 // 60:02d}:{t % 60:02d}  ")
        if u:
            n.p(u, "USERNAME")
        else:
            n.t("SYSTEM")
        n.t("  ")
        n.x(*msg_parts)
        n.t("\n")

    u = users
    line(u[0], ["CALL RCVD 911 - ", r.choice(["WIRELESS", "LANDLINE", "VOIP"]), " ALI REBID OK"])
    pat_desc = ["CALLER IS PT, A " if caller_is_pt else "CALLER STATES " + c.rel.upper() + " IS A ", ("AGE", str(c.age)),
                " YO ", "MALE" if c.pt.sex == "M" else "FEMALE", " - ", s["cc"].upper()]
    line(u[0], pat_desc)
    line(u[0], ["CONSCIOUS: NO  BREATHING: ABNORMAL" if s["k"] in ("arrest", "od") else
                r.choice(["CONSCIOUS: YES  BREATHING: YES", "CONSCIOUS: YES  BREATHING: DIFFICULT"])])
    line(u[0], ["PROQA DET ", s["mpds"], " - ", s["nature"]])
    units = [f"M{r.randrange(1, 60)}", f"E{r.randrange(1, 40)}"]
    if r.random() < 0.4:
        units.append(f"BC{r.randrange(1, 5)}")
    line(u[-1], ["DISP ", " ".join(units)])
    ck.adv(1, 2)
    line(None, [units[0], " ENRT"])
    if r.random() < 0.6:
        line(u[0], ["PT NAME PER CALLER ", ("PATIENT", c.pt.form(r, r.choice(["LASTFIRST", "full"])).upper()),
                    " DOB ", ("DATE", c.dob_s("mdy" if c.country == "US" else "iso"))])
    if r.random() < 0.5:
        line(u[0], ["PREMISE HX: ", r.choice(["PRIOR MEDICAL CALLS X3", "AGGRESSIVE DOG ON PREMISES",
                                              "OXYGEN IN USE", "GATE CODE 4471#", "PT ON HOME DIALYSIS"])])
    if r.random() < 0.5:
        line(u[0], ["PAI: ", r.choice(["CPR INSTR GIVEN - COMPRESSIONS STARTED", "UNLOCK DOOR, SECURE PETS",
                                       "DO NOT GIVE ANYTHING TO EAT OR DRINK", "ASPIRIN DIRECTIVE - PT CHEWED 4X81MG"])])
    ck.adv(4, 10)
    line(None, [units[1], " ONSC"])
    ck.adv(1, 3)
    line(None, [units[0], " ONSC"])
    if r.random() < 0.5:
        line(u[-1], [units[0], " REQ PD FOR SCENE SAFETY - ", ("ORGANIZATION", c.police.upper()), " NOTIFIED"])
    if r.random() < 0.4:
        line(u[-1], [units[0], " REQ MED CONTROL ", ("HOSPITAL", c.hosp.upper()), " ON ",
                     r.choice(["MED 4", "MED 8", "HEAR"])])
    ck.adv(10, 24)
    line(None, [units[0], " TRANSPORTING 1 PT TO ", ("HOSPITAL", c.hosp.upper()), " - ",
                r.choice(["PRI 1", "PRI 2", "PRI 3"]), " - MILEAGE ", f"{r.uniform(1000, 99999):.1f}"])
    ck.adv(8, 22)
    line(None, [units[0], " AT HOSP"])
    if r.random() < 0.5:
        line(u[0], ["CALLBACK TO ", c.rel.upper() if not caller_is_pt else "PT", " AT ",
                    ("PHONE", F.phone(r, c.area, "dash")), " - ADVISED OF DESTINATION"])
    ck.adv(15, 35)
    line(None, [units[0], " AVAIL"])
    line(u[-1], ["EVENT CLOSED - DISPO ", r.choice(["TRANSPORTED", "TX ALS", "TRANSPORT-PRI1"])])
    n.t("\nUnit log: ")
    n.t(", ".join(f"{x} ({r.choice(['ALS', 'BLS']) if x[0] == 'M' else 'ENG' if x[0] == 'E' else 'CMD'})" for x in units))
    n.t("\n")
    if r.random() < 0.5:
        n.x("Supervisor review: ", ("DOCTOR", ops[-1].form(r, "full")), ", ",
            r.choice(["EMD-Q", "Comm Supervisor", "Shift Lead"]), " - ", ("DATE", c.dplus(r.randint(1, 6))), "\n")
    return "dispatch_cad"


def ed_triage(r, c, n):
    s = S.pick(r, peds=c.age < 13, age=c.age)
    ck = F.Clock(r)
    rn = c.staff()
    n.x(("HOSPITAL", c.hosp), " - ", r.choice(["Emergency Department Triage", "ED TRIAGE ASSESSMENT",
                                                "Emergency Triage Note"]), "\n")
    n.x("Patient: ", ("PATIENT", c.pt.form(r, r.choice(["LASTFIRST", "lastfirst", "full"]))),
        "    MRN: ", ("MRN", c.mrn), "    DOB: ", ("DATE", c.dob_s()), " (", ("AGE", str(c.age)), " y)\n")
    n.x("Visit #: ", ("ACCOUNT", c.acct), "    Arrival: ", ("DATE", c.d()), " ", ck.s(), "    Triage: ", ck.adv(2, 9), "\n")
    mode = r.choice(["ambulance", "ambulance", "walk-in", "private vehicle"] +
                    (["police", "police"] if s["k"] in ("psych", "od", "stab", "mvc") else []))
    n.t("Arrival mode: ")
    if mode == "ambulance":
        n.x("Ambulance (", ("ORGANIZATION", c.agency), ")")
    elif mode == "police":
        n.x("Police escort (", ("ORGANIZATION", c.police), ")")
    else:
        n.t(mode)
    n.t("\n")
    if c.country == "CA":
        n.x("CTAS: ", str(s["ctas"]), "    Health card: ", ("HEALTHPLAN", c.hp), "\n")
    else:
        n.x("ESI: ", str(s["esi"]), "    Payer ID: ", ("HEALTHPLAN", c.hp), "\n")
    if r.random() < 0.5:
        n.t("Address: ")
        addr(n, c, style=r.choice([0, 4]))
        n.x("    Home ph: ", ("PHONE", c.phone), "\n")
    n.x("Chief complaint: ", S.cap(s["cc"]), "\n\n")
    n.t("Triage note: ")
    age_sex(n, c)
    n.x(" ", r.choice(["BIBA", "presents", "arrives"]), " from ",
        r.choice(["home", "work", "home", "a friend's house"]))
    if r.random() < 0.25:
        n.x(" (resides at ", ("HOSPITAL", c.carehome), ")")
    n.x(f" for {s['cc']}; {s['hpi']}. ")
    if r.random() < 0.6:
        n.x("Accompanied by ", c.rel, " ", ("FAMILY", c.fam.form(r, r.choice(["full", "first"]))), ". ")
    n.t(f"{S.cap(s['find'])}.\n")
    v = S.vitals(r, s, age=c.age)
    n.x("Vitals: ", S.vline(v, r.randrange(3)), "\n")
    n.x(f"Wt {r.randint(12, 40) if c.age < 13 else r.randint(48, 140)} kg   Allergies: {r.choice(P.ALLERGIES)}\n")
    n.t(f"PMH: {S.pmh(r, c.age, r.randint(1, 4))}\nHome meds: {S.meds(r, c.age, r.randint(1, 4))}\n")
    if r.random() < 0.6:
        if r.random() < 0.5:
            n.x("Travel screen: returned from ", ("COUNTRY", r.choice(P.COUNTRIES)), " on ",
                ("DATE", c.dplus(-r.randint(3, 20))), "; denies cough/rash.\n")
        else:
            n.t("Travel screen: no travel outside the country in past 21 days.\n")
    if c.age >= 18 and r.random() < 0.6:
        n.t("Social: ")
        prof(n, c, r.choice([0, 2]))
        if r.random() < 0.5:
            n.x(" at ", ("ORGANIZATION", c.employer))
        n.t(f"; {r.choice(['denies tobacco', 'smokes 1 ppd', 'vapes daily', 'former smoker'])}, "
            f"{r.choice(['social EtOH', 'denies EtOH', 'EtOH 6 beers/day'])}.\n")
    if r.random() < 0.6:
        doc = c.staff()
        n.x("PCP: Dr. ", ("DOCTOR", doc.form(r, r.choice(["last", "full"]))), ", ", ("HOSPITAL", c.clinic), "\n")
    if r.random() < 0.4:
        n.x("Pharmacy: ", ("HOSPITAL", c.pharm), " ", ("PHONE", F.phone(r, c.area)), "\n")
    n.x("Screens: sepsis ", r.choice(["negative", "positive - provider notified"]), "; fall risk ",
        r.choice(["low", "high - yellow socks on"]), "; C-SSRS ", r.choice(["no risk", "low risk", "high risk - 1:1"]),
        "; IPV screen ", r.choice(["negative", "declined"]), "\n")
    if r.random() < 0.7:
        n.x("Emergency contact: ", ("FAMILY", c.fam.form(r, r.choice(["full", "lastfirst"]))), " (", c.rel, ") ",
            ("PHONE", c.fam_phone), "\n")
    loc = r.choice(["Room", "Rm", "Hall bed", "Bed", "Pod B bed", "Resus"])
    n.x("Placed in: ", loc, " ", ("LOCATION_OTHER", r.choice([str(r.randrange(1, 40)), f"H{r.randrange(1, 12)}",
                                                                f"{r.choice('ABC')}{r.randrange(1, 15)}"])), "\n")
    if r.random() < 0.3:
        n.x("ID band verified with ", ("DATE", c.dob_s("mdy")), " and ", ("MRN", c.mrn), ".\n")
    n.x("Triage RN: ", ("DOCTOR", rn.form(r, r.choice(["full", "lastfirst", "init"]))), ", RN  ", ck.adv(3, 8), "\n")
    return "ed_triage"


def _labs_block(r, c, n, s):
    n.t("LABS (" if r.random() < 0.5 else "RESULTS (")
    n.x(("DATE", c.d()), ")\n")
    for panel, rows in S.labs(r, s):
        n.t(f"  {panel}: ")
        n.t(", ".join(f"{a} {b}{(' ' + u) if u else ''}" for a, b, u, _ in rows))
        n.t("\n")


def ed_physician(r, c, n):
    s = S.pick(r, peds=c.age < 13, age=c.age)
    ck = F.Clock(r)
    att = c.staff()
    mid = c.staff() if r.random() < 0.5 else None
    n.x(r.choice(["EMERGENCY DEPARTMENT PHYSICIAN NOTE", "ED Provider Note", "Emergency Medicine Record"]), "\n")
    n.x(("HOSPITAL", c.hosp), "\n")
    n.x("Patient: ", ("PATIENT", c.pt.form(r, r.choice(["LASTFIRSTMI", "lastfirstmi", "mi"]))), "   MRN ",
        ("MRN", c.mrn), "   DOB ", ("DATE", c.dob_s()), "   Acct ", ("ACCOUNT", c.acct), "\n")
    n.x("Date of service: ", ("DATE", c.d()), "   Arrival ", ck.s(), "   Room ", ("LOCATION_OTHER", str(r.randrange(1, 45))), "\n")
    acred = r.choice(["MD", "DO", "MD, FACEP"] if c.country == "US" else ["MD", "MD, FRCPC", "MD, CCFP(EM)"])
    n.x("Attending: ", ("DOCTOR", att.form(r, "full")), ", ", acred)
    if mid:
        n.x("   APP: ", ("DOCTOR", mid.form(r, "full")), ", ", r.choice(["PA-C", "NP"]))
    n.x("\n\nCHIEF COMPLAINT: ", S.cap(s["cc"]), "\n\nHPI: ")
    if r.random() < 0.4 or c.age < 16:
        n.x(("PATIENT", c.pt.form(r, r.choice(["full", "first"]))), " is a ")
    else:
        n.x("Mr. " if c.pt.sex == "M" else r.choice(["Ms. ", "Mrs. "]), ("PATIENT", c.pt.last), " is a ")
    age_sex(n, c, r.choice([2, 6, 7]))
    n.x(f" with {S.pmh(r, c.age, 2)} who presents with {s['cc']}: {s['hpi']}. ")
    if r.random() < 0.7:
        n.x("Per EMS (", ("ORGANIZATION", c.agency), "), ", "; ".join(s["ems"][:2]), ". ")
    if r.random() < 0.5:
        n.x("History also obtained from ", c.rel, " ", ("FAMILY", c.fam.form(r, r.choice(["full", "first"]))), ". ")
    n.t("\n\nROS: otherwise negative in 10 systems except as per HPI.\n")
    n.t(f"Meds: {S.meds(r, c.age, r.randint(1, 4))}\nAllergies: {r.choice(P.ALLERGIES)}\n")
    if c.age < 18:
        n.x("Social: lives with ", c.rel, " ", ("FAMILY", c.fam.form(r, "full")), " in ", ("CITY", c.addr.city),
            "; immunizations up to date per ", c.rel, ".\n")
    else:
        if r.random() < 0.5:
            n.x("Social: lives with ", c.rel, " ", ("FAMILY", c.fam.form(r, "first")), " in ")
        else:
            n.t("Social: lives alone in ")
        n.x(("CITY", c.addr.city), "; ")
        prof(n, c, r.choice([0, 2]))
        if r.random() < 0.35:
            n.x("; born in ", ("COUNTRY", r.choice(P.COUNTRIES)), ", moved here in ",
                ("DATE", str(r.randint(max(c.dob.year + 1, c.year - 40), c.year - 1))))
        n.x(". ", r.choice(["No tobacco.", "Smoker, 20 pack-years.",
                                                                          "Occasional cannabis."]), "\n")
    v = S.vitals(r, s, age=c.age)
    n.x("\nEXAM\nVitals: ", S.vline(v, 0), "\n")
    cv, resp, abd, neuro = S.exam(s, v)
    n.t(f"General: {s['find'][0].upper() + s['find'][1:]}.\nHEENT: {r.choice(['PERRL, MMM', 'NCAT, PERRL', 'atraumatic, pupils 3 mm reactive'])}. "
        f"Neck: {'in c-collar' if s['trauma'] else 'supple'}.\nCV: {cv}. Resp: {resp}.\nAbd: {abd}. Neuro: {neuro}.\n\n")
    if s["labs"] or r.random() < 0.6:
        _labs_block(r, c, n, s)
        n.t("\n")
    if s["img"]:
        n.t("IMAGING\n")
        for im in s["img"]:
            rad = c.staff()
            n.x("  ", im, " (Acc ", ("IDNUM", F.accession(r, c.year)), "; read by Dr. ",
                ("DOCTOR", rad.form(r, r.choice(["last", "full"]))), ")\n")
        n.t("\n")
    n.t(f"ECG: {S.ecg(s, v)}.\n\n")
    n.t(f"ED COURSE / MDM: Treated with {'; '.join(s['ed'])}. ")
    if r.random() < 0.7:
        cons = c.staff()
        n.x("Discussed with Dr. ", ("DOCTOR", cons.form(r, r.choice(["last", "full"]))), " (",
            S.CONSULT[s["k"]],
            ") at ", ck.adv(60, 180), ", who ", r.choice(["agrees with admission", "will see in consult",
                                                          "accepts for the cath lab", "recommends transfer"]), ". ")
    n.x("Re-eval at ", ck.adv(30, 90), ": ", r.choice(["improved", "hemodynamically stable", "pain 3/10"]), ".\n\n")
    n.x("DIAGNOSIS: ", s["dx"], "\n")
    dispo = r.randrange(3)
    if dispo == 0:
        n.x("DISPOSITION: Admit to ", ("HOSPITAL", r.choice(P.UNIT_NAMES)), ", bed ",
            ("LOCATION_OTHER", f"{r.randrange(1, 40)}{r.choice(['', 'A', 'B'])}"), ", condition guarded.\n")
    elif dispo == 1:
        n.x("DISPOSITION: Transfer to ", ("HOSPITAL", c.hosp2), " for higher level of care.\n")
    else:
        n.t("DISPOSITION: Admit to ICU, critical care time 45 min exclusive of procedures.\n")
    n.t("\n")
    if r.random() < 0.45:
        sc = c.staff()
        n.x("Scribe attestation: I, ", ("DOCTOR", sc.form(r, "full")), ", am scribing for and in the presence of Dr. ",
            ("DOCTOR", att.form(r, "last")), ".\n")
    sig(n, c, att, acred.split(",")[0], tm=ck.adv(20, 120))
    if r.random() < 0.3:
        n.x("D: ", ("DATE", c.d()), "  T: ", ("DATE", c.dplus(1)), "  ", ("DOCTOR", att.form(r, "initcaps")), "/",
            ("DOCTOR", c.staff().form(r, "initlow")), "\n")
    return "ed_physician"
