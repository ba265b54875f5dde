"""Genres: expedition medical questionnaire, expedition medical log, sat-phone consultation log (dev259_en)."""
import datetime

from phi import Phi
import phi
import clinical as C
import common as K
import pools_places as PL
from case import nm

YN = ["Yes", "No"]


def _box(style, on):
    return style[0 if on else 1]


def questionnaire(rng, c, d):
    co = Phi(rng.choice(PL.EXPED_COS), "ORGANIZATION")
    dest = rng.choice(["NP", "NP", "CA", "NZ", "US"])
    mtn = Phi(rng.choice(PL.MOUNTAINS[dest]), "LOCATION_OTHER")
    depart = c.t0 + datetime.timedelta(days=rng.randint(30, 120))
    gp = c.staff("doctor", c.home_country)
    expdoc = c.staff("doctor")
    nok = c.family()
    ins = Phi(rng.choice(PL.INSURERS), "ORGANIZATION")
    d.line("{co}", co=co)
    d.line(rng.choice(["CONFIDENTIAL MEDICAL QUESTIONNAIRE", "Pre-Expedition Medical Declaration & Fitness to Travel",
                       "Participant Health Screening Form"]))
    d.line("Expedition: {m} {y} ({code})", m=mtn, y=Phi(str(depart.year), "DATE"),
           code=rng.choice(["Alpine-style, 28 days", "trekking peak, 19 days", "expedition, 42 days",
                            "ski traverse, 24 days", "fully supported trek, 16 days"]))
    d.line("Departure date: {dt}    Max altitude: {a}", dt=Phi(phi.fmt_date(depart, c.ds), "DATE"),
           a=C.alt_str(rng, C.altitude_m(rng, 3500, 7200)))
    d.line(K.rule(rng))
    d.line("SECTION A - PERSONAL DETAILS")
    d.line("Surname: {s}        Forename(s): {f}", s=c.ptname("L" if rng.random() < 0.5 else "l"),
           f=[Phi(c.pt.first + (" " + c.pt.middle if c.pt.middle else ""), "PATIENT")])
    d.line("Preferred name: {n}", n=c.ptname("nick"))
    d.line("Date of birth: {b}    Age at departure: {a}", b=c.dob_phi(), a=c.age_phi())
    d.line("Sex: {s}    Passport no: {p}", s=c.sex, p=Phi(phi.idnum(rng, "PASSPORT"), "IDNUM"))
    d.line("Home address: {a}", a=c.addr(multiline=False, with_country=True))
    d.line("Tel: {t}    Mobile: {m}", t=c.phone(c.home_country, False), m=c.phone(c.home_country, True))
    d.line("Email: {e}", e=c.email(c.pt))
    d.line("Occupation: {o}", o=Phi(c.prof, "PROFESSION"))
    if c.home_country == "UK" and rng.random() < 0.6:
        d.line("NHS number: {n}", n=Phi("9%s %s %s" % (phi.digits(rng, 2), phi.digits(rng, 3), phi.digits(rng, 4)),
                                        "MRN"))
    if c.home_country == "US" and rng.random() < 0.5:
        d.line("SSN (required by evacuation insurer): {n}", n=Phi(phi.ssn(rng, "US"), "SSN"))
    if c.home_country == "CA" and rng.random() < 0.7:
        d.line("Provincial health no: {n}", n=Phi(phi.healthplan(rng, "CA"), "HEALTHPLAN"))
    d.line("")
    d.line("Next of kin: {n}   Relationship: {r}", n=Phi("%s %s" % (nok.first, nok.last), "FAMILY"), r=nok.rel)
    d.line("NOK tel: {p}   NOK email: {e}", p=c.phone(c.home_country, True), e=Phi(phi.email(rng, nok.first, nok.last), "EMAIL"))
    d.line("GP: {g}, {h}, tel {p}", g=c.dr(gp, rng.choice(["dr_l", "dr_fl", "dr_il"])),
           h=Phi(rng.choice(PL.HOSPITALS[c.home_country]), "HOSPITAL"), p=c.phone(c.home_country, False))
    d.line("Insurer: {i}   Policy no: {p}   24h assistance: {t}", i=ins, p=Phi(phi.healthplan(rng, c.home_country),
                                                                              "HEALTHPLAN"), t=c.phone(c.home_country))
    d.line("")
    d.line("SECTION B - MEDICAL HISTORY (tick)")
    conds = ["Asthma / COPD", "Heart disease or palpitations", "High blood pressure", "Diabetes", "Epilepsy",
             "Previous AMS / HAPE / HACE", "Raynaud's or previous cold injury", "Sickle cell disease/trait",
             "Mental health (depression, anxiety)", "Migraine", "Back / joint problems", "Pregnancy possible"]
    pos = set(rng.sample(range(len(conds)), rng.randint(0, 3)))
    bstyle = rng.choice([("[x]", "[ ]"), ("(X)", "( )"), ("Y", "N"), ("YES", "no ")])
    for i, q in enumerate(conds):
        d.line("  {b} {q}", b=_box(bstyle, i in pos), q=q)
    d.line("Details: {x}", x=C.pmh(rng) if pos else "n/a")
    d.line("Current medication: {m}", m="; ".join(C.meds_list(rng, rng.randint(0, 3))) or "none")
    d.line("Allergies: {a}", a=C.allergies(rng))
    if rng.random() < 0.3:
        model, kind = rng.choice([("Medtronic Azure XT DR pacemaker", "PACER"), ("Omnipod DASH PDM", "PUMP"),
                                  ("Tandem t:slim X2 pump", "PUMP"), ("Dexcom G7 receiver", "CGM"),
                                  ("Abbott Assert-IQ loop recorder", "PACER")])
        d.line("Implanted / medical device: {m}, SN {sn} (spare carried: {sp})", m=model,
               sn=Phi(phi.device_id(rng, kind), "DEVICE"), sp=rng.choice(["yes", "no", "n/a"]))
    d.line("Previous altitude: {m} ({a}) in {y}; {other}", m=Phi(rng.choice(PL.MOUNTAINS[rng.choice(["NP", "US", "NZ"])]),
                                                                 "LOCATION_OTHER"),
           a=C.alt_str(rng, C.altitude_m(rng, 3000, 6200)),
           y=Phi(phi.fmt_date(c.t0 - datetime.timedelta(days=rng.randint(300, 3000)),
                              rng.choice(["y", "month_y", "mon_y"])), "DATE"),
           other=rng.choice(["no problems", "mild AMS day 3, settled with Diamox", "HAPE at 4,800 m - evacuated",
                             "frostnip to toes", "none above 3,000 m otherwise"]))
    d.line("Last tetanus: {y}   Hep A: {h}   Rabies: {r}", y=Phi(phi.fmt_date(
        c.t0 - datetime.timedelta(days=rng.randint(200, 3600)), "y"), "DATE"), h=rng.choice(YN),
        r=rng.choice(["3 doses", "No", "2 doses (ID)"]))
    d.line("")
    d.line("SECTION C - DECLARATION")
    d.line("I confirm the above is true. Signed: {n}   Date: {dt}", n=c.ptname(rng.choice(["fl", "fmfull"])),
           dt=c.date(0))
    d.line("")
    d.line("SECTION D - MEDICAL OFFICER REVIEW")
    outcome = rng.choice(["FIT to travel", "FIT with conditions", "Further information required from GP",
                          "NOT fit at this time"])
    d.line("Outcome: {o}", o=outcome)
    d.line("Comments: {x}", x=rng.choice([
        "Asthma well controlled; carry spare salbutamol + pred 40 mg x5/7. Acetazolamide trial at home advised.",
        "Previous HAPE - pre-emptive nifedipine MR 30 mg BD discussed; slow ascent profile mandatory.",
        "T1DM on pump - spare pump/pens, keep insulin insulated, glucagon kit; buddy trained.",
        "BP 148/94 at screening - GP to review before departure.",
        "Raynaud's - chemical warmers, vapour barrier liners; low threshold for descent if numb.",
        "No concerns. Standard advice re AMS and hydration given."]))
    if rng.random() < 0.5:
        d.line("Letter requested from {g} - fax {f}", g=c.dr(gp, "dr_l"), f=c.fax(c.home_country))
    d.line("Reviewed by {n}, {lab} {l} on {dt}", n=c.dr(expdoc, rng.choice(["dr_fl", "fl_cred"])),
           lab=rng.choice(["GMC", "Reg no.", "MCNZ", "Lic"]),
           l=Phi(phi.license_no(rng, rng.choice(["GMC", "MCNZ", "CPS"])), "LICENSE"), dt=c.date(rng.randint(1, 10)))
    d.line("Return to: {e} / upload {u}", e=Phi(phi.role_email(rng, co.value, "medical"), "EMAIL"),
           u=Phi(phi.url(rng, co.value, "forms/medical"), "URL"))


# ----------------------------------------------------------------------------- expedition medical log
def expedition_log(rng, c, d):
    co = Phi(rng.choice(PL.EXPED_COS), "ORGANIZATION")
    mtn = c.place("mountain")
    doc = c.staff("doctor")
    members = [c.pt] + [c.person(rng.choice(["UK", "US", "NZ", "CA", "AU", "NP"])) for _ in range(rng.randint(3, 5))]
    ages = [c.age] + [rng.randint(19, 66) for _ in members[1:]]
    leader = c.person(rng.choice(["UK", "NZ", "US", "NP"]))
    if c.country == "NP" and rng.random() < 0.5:
        leader = c.person("NP", "M", origin="nepali")
    d.line("{co} - {m} expedition", co=co, m=mtn)
    d.line(rng.choice(["MEDICAL LOG", "Expedition Doctor's Daily Log", "Med log (team copy - CONFIDENTIAL)"]))
    d.line("Doc: {n}   Leader: {l}", n=c.dr(doc, rng.choice(["dr_fl", "fl_cred", "dr_l"])),
           l=Phi("%s %s" % (leader.first, leader.last), "FAMILY"))
    d.line("")
    day0 = rng.randint(3, 20)
    lo, hi = {"NP": (3400, 6800), "CA": (1500, 5400), "NZ": (900, 3500)}.get(c.country, (2000, 5000))
    alts = sorted(C.altitude_m(rng, lo, hi) for _ in range(6))
    off = 0
    for k in range(rng.randint(3, 5)):
        dn = day0 + off
        alt = alts[k]
        loc = rng.choice([c.place("feature"), c.town(), "Camp %d" % rng.randint(1, 4), "ABC", "BC"])
        d.line("Day {n} - {dt} - {loc} ({a})", n=str(dn), dt=c.date(off, rng.choice([c.ds, "wk_d_mon", "d_mon"])),
               loc=loc, a=C.alt_str(rng, alt))
        off += rng.randint(1, 2)
        seen = rng.sample(range(len(members)), rng.randint(1, 3))
        for i in sorted(seen):
            p = members[i]
            kind = rng.choice(["ams", "ams", "gi", "snowblind", "dental", "frostbite", "ankle", "asthma", "hape"])
            s = C.scenario(rng, kind)
            d.line("  - {n} ({a}): {cc}. {dx}. Rx {tx}.", n=nm(p, "PATIENT", rng.choice(["fl", "f", "fi", "ini2", "l"])),
                   a=Phi(str(ages[i]), "AGE"), cc=s["cc"], dx=s["dx"], tx=s["tx"])
        if c.country == "NP" and rng.random() < 0.35:
            por = c.person("NP", "M", origin="nepali")
            kind = rng.choice(["gi", "ankle", "snowblind", "ams"])
            s2 = C.scenario(rng, kind)
            d.line("  - {role} {n} ({a}): {cc}. {dx}. Rx {tx}.", role=Phi(rng.choice(["porter", "kitchen boy", "cook",
                                                                                       "climbing guide"]), "PROFESSION"),
                   n=nm(por, "PATIENT", rng.choice(["fl", "f"])), a=Phi(str(rng.randint(17, 48)), "AGE"), cc=s2["cc"],
                   dx=s2["dx"], tx=s2["tx"])
        if rng.random() < 0.5:
            d.line("  SpO2 round (AM): " + ", ".join("%s %d%%" % ("ABCDEFG"[j], rng.randint(72, 92))
                                                     for j in range(len(members))))
        if rng.random() < 0.4:
            d.line("  Discussed with {l} re: {x}", l=Phi(leader.first, "FAMILY"),
                   x=rng.choice(["rest day", "summit window", "descent of sick member", "water treatment (Aquatabs)"]))
        d.line("")
    d.line("EVENT: {n} deteriorated overnight {dt}; {x}", n=c.ptname("fl"), dt=c.date(off + 1, "d_mon"),
           x=rng.choice(["HAPE suspected, descended with 2 staff.", "heli evac arranged via insurer.",
                         "treated in PAC x2, improved, walked down to BC."]))
    if rng.random() < 0.7:
        d.line("Evac: {op} {reg} to {h}; insurer {i} case {cs}", op=Phi(rng.choice(PL.HELI_OPS), "ORGANIZATION"),
               reg=Phi(phi.aircraft_reg(rng, c.country), "VEHICLE"), h=c.hospital(),
               i=Phi(rng.choice(PL.INSURERS), "ORGANIZATION"), cs=Phi(phi.idnum(rng, "CASE"), "IDNUM"))
    d.line("Sat phone for team: {p}", p=Phi(phi.satphone(rng), "PHONE"))
    d.line(C.hard_negative_line(rng))
    d.line("-- {n}", n=c.dr(doc, "ini"))


# ----------------------------------------------------------------------------- satellite phone consultation log
def satphone_log(rng, c, d):
    svc = Phi(rng.choice(["Remote Medical Advice Line", "Polar Telemed Desk", "Expedition Medical Support 24/7",
                          "Summit Medical Helpline"]), "ORGANIZATION") if rng.random() < 0.5 else \
        Phi(rng.choice(PL.INSURERS), "ORGANIZATION")
    op = c.staff("dispatcher")
    adv = c.staff("doctor")
    caller_is_medic = rng.random() < 0.4
    caller = c.staff("doctor") if caller_is_medic else c.family(rng.choice(["friend", "climbing partner", "partner"]))
    where = rng.choice(["NP", "CA", "NZ", "US"])
    t = C.times_seq(rng, 6, "hm")
    scen = C.scenario(rng, rng.choice(C.SCEN_ALT + C.SCEN_COLD + ["gi", "ankle", "head", "dental", "snowblind"]))
    d.line("{s} - CALL LOG", s=svc)
    d.line("Case ref: {r}     Operator: {u}", r=Phi(phi.idnum(rng, "CASE"), "IDNUM"), u=c.uname(op))
    d.line("Call 1: {dt} {t}Z  inbound from {p}", dt=c.date(0, rng.choice(["iso", c.ds])), t=t[0],
           p=Phi(phi.satphone(rng), "PHONE"))
    d.line("Handset: {g}  IMEI {i}", g=C.gear(rng), i=Phi(phi.device_id(rng, "IMEI"), "DEVICE"))
    if caller_is_medic:
        d.line("Caller: {n} (expedition medic)", n=c.dr(caller, rng.choice(["fl", "dr_fl"])))
    else:
        d.line("Caller: {n} ({r} of patient, no medical training)", n=Phi("%s %s" % (caller.first, caller.last), "FAMILY"),
               r=caller.rel)
    d.line("Position: {g}, near {f}, {cty}; elev {a}", g=c.grid(where), f=Phi(rng.choice(PL.FEATURES[where]), "LOCATION_OTHER"),
           cty=Phi(rng.choice(PL.COUNTRY_NAMES[where]), "COUNTRY"), a=C.alt_str(rng))
    d.line("Patient: {n}, {a}, {hc} resident; insured with {i} policy {p}", n=c.ptname(rng.choice(["fl", "LF", "fi"])),
           a=K.age_sex(rng, c, "MF"), hc=c.country_phi(), i=Phi(rng.choice(PL.INSURERS), "ORGANIZATION"),
           p=Phi(phi.healthplan(rng, c.home_country), "HEALTHPLAN"))
    d.line("")
    d.line("S: {x}. {y}", x=scen["cc"], y=rng.choice(["Caller reading obs off our card.", "Obs taken by team medic.",
                                                      "Line breaking up, repeated x2."]))
    d.line("O (reported): {x}", x=scen["exam"])
    d.line("A: {x}", x=scen["dx"])
    d.line("P: advised {x}. {y}", x=scen["tx"], y=scen["plan"])
    d.line("Advice given by {n} at {t}Z", n=c.dr(adv, rng.choice(["dr_l", "dr_fl", "fl_cred"])), t=t[1])
    d.line("Callback agreed {a}Z and {b}Z on same number.", a=t[2], b=t[3])
    d.line("")
    d.line("Call 2: {t}Z - {x}", t=t[2], x=rng.choice([
        "pt improved, SpO2 up 6 points, tolerating fluids.", "no change; evac discussed, caller agrees.",
        "worse overnight; evac activated via RCC.", "missed call; SMS via inReach received 'ok, descending'."]))
    if rng.random() < 0.6:
        d.line("Evac: {op} aircraft {reg} tasked {t}Z; receiving {h}", op=Phi(rng.choice(PL.HELI_OPS), "ORGANIZATION"),
               reg=Phi(phi.aircraft_reg(rng, where), "VEHICLE"), t=t[4], h=Phi(rng.choice(PL.HOSPITALS[where]), "HOSPITAL"))
    if rng.random() < 0.6:
        d.line("Photos of {x} uploaded via BGAN (terminal {ip}) to {u}", x=rng.choice(["digits", "rash", "wound", "ECG strip"]),
               ip=Phi(phi.ipaddr(rng), "IPADDR"), u=Phi(phi.url(rng, svc.value, "telemed/upload"), "URL"))
    d.line("NOK: {n}, {p} - {x}", n=Phi(c.family().first + " " + c.pt.last, "FAMILY"), p=c.phone(c.home_country),
           x=rng.choice(["informed by ops", "not yet informed at pt request", "aware, calling back"]))
    d.line("Closed {t}Z by {u}", t=t[5], u=c.uname(op))
    if rng.random() < 0.5:
        d.line("Advising physician reg: {l}", l=Phi(phi.license_no(rng, rng.choice(["GMC", "MCNZ", "NPI"])), "LICENSE"))
