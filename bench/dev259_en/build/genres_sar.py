"""Genres: SAR incident report, ski patrol accident report, helicopter handover (dev259_en)."""
from phi import Phi
import phi
import clinical as C
import common as K
import pools_places as PL

CARS = ["Subaru Outback", "Toyota Hilux", "silver Ford Focus", "VW Transporter", "Jeep Wrangler",
        "Toyota Tacoma", "blue Honda CR-V", "Mitsubishi Delica", "Skoda Octavia estate", "Ram 1500"]


def sar_incident(rng, c, d):
    team = PL.SAR_TEAMS[c.country]
    teamp = Phi(rng.choice(team), "ORGANIZATION")
    tl = c.staff("sar")
    medic = c.staff("doctor" if rng.random() < 0.4 else "paramedic")
    members = [c.staff("sar") for _ in range(rng.randint(2, 5))]
    rp = c.family()
    scen = C.scenario(rng, rng.choice(C.SCEN_TRAUMA + C.SCEN_COLD + ["ams", "gi", "asthma"]))
    mtn = c.place("mountain")
    feat = c.place("feature")
    times = C.times_seq(rng, 9, rng.choice(["colon", "hm"]))
    d.line("{t}", t=teamp)
    d.line(rng.choice(["INCIDENT REPORT", "Callout Report", "MISSION SUMMARY / CASUALTY REPORT",
                       "Incident Log - Rescue"]))
    d.line(K.rule(rng))
    d.line("Incident No: {n}    Date: {dt}", n=Phi(phi.idnum(rng, "MISSION", c.t0.year), "IDNUM"), dt=c.date(0))
    if rng.random() < 0.5:
        d.line("Police ref: {n}", n=Phi(phi.idnum(rng, "CASE"), "IDNUM"))
    d.line("Callout {a} via {v}; team stood down {b}", a=times[0],
           v=rng.choice(["911 dispatch", "Police (999)", "RCC", "111 Police", "Sheriff's Office", "PLB alert"]),
           b=times[-1])
    d.line("Location: {f}, {m}", f=feat, m=mtn)
    d.line("Grid/coords: {g}   Elev: {e}", g=c.grid(), e=C.alt_str(rng, C.altitude_m(rng, 600, 3900)))
    d.line("Area: {t}, {r}", t=c.town(), r=c.region())
    d.line("Weather: {w}", w=C.weather(rng))
    d.line("Comms: {r}", r=C.radio(rng))
    d.line("")
    K.hdr(rng, d, "Subject")
    d.line("Name: {n}", n=c.ptname(rng.choice(["fl", "LF", "fml", "lf"])))
    d.line("Age/Sex: {a}", a=K.age_sex(rng, c, rng.choice(["MF", "slash", "space", "y/o"])))
    if rng.random() < 0.6:
        d.line("DOB: {b}", b=c.dob_phi())
    d.line("Home address: {a}", a=c.addr())
    d.line("Mobile: {p}", p=c.phone(c.home_country, True))
    if rng.random() < 0.6:
        d.line("Occupation: {o}", o=Phi(c.prof, "PROFESSION"))
    d.line("Vehicle: {car}, reg {v}, located at {f}", car=rng.choice(CARS),
           v=Phi(phi.plate(rng, c.country), "VEHICLE"), f=c.place("feature"))
    if rng.random() < 0.4:
        d.line("Device carried: {g} (ID {i})", g=C.gear(rng), i=Phi(phi.device_id(rng, rng.choice(["PLB", "IMEI"])), "DEVICE"))
    d.line("Reporting person: {n} ({r}) tel {p}", n=Phi("%s %s" % (rp.first, rp.last), "FAMILY"),
           r=rp.rel, p=c.phone(c.home_country))
    d.line("")
    K.hdr(rng, d, "Narrative")
    pf = c.ptname("f")
    d.f("{t0} {rp} reported that {pf} had left {f} {when} intending to {plan} and had not returned "
        "by the agreed time. ", t0=times[0], rp=Phi(rp.first, "FAMILY"), pf=pf, f=c.place("feature"),
        when=rng.choice(["that morning", "the previous afternoon", "at first light", "around 0700"]),
        plan=rng.choice(["traverse the ridge", "summit and descend the same way", "fish the upper lake",
                         "complete the circuit in a day", "ski tour to the col"]))
    d.f("Phone went straight to voicemail. {tl} (TL) activated team at {t1}. ",
        tl=c.dr(tl, rng.choice(["fl", "il_cred"])), t1=times[1])
    d.f("Hasty team of {n1} and {n2} deployed to {f} at {t2}. ", n1=c.dr(members[0], "fl"),
        n2=c.dr(members[1], rng.choice(["fl", "l"])), f=feat, t2=times[2])
    d.f("Whistle response heard at {t3}; subject located {loc} at {t4}. ",
        t3=times[3], loc=rng.choice(["below the crag in steep ground", "in the stream bed", "in a snow hole",
                                     "at the base of the couloir", "sheltering behind a boulder"]), t4=times[4])
    d.f("{pt} was {st}.\n", pt=c.title_last(), st=rng.choice(["conscious and talking", "drowsy but rousable",
                                                            "shivering violently", "in considerable pain"]))
    d.line("")
    K.hdr(rng, d, "Casualty care")
    d.line("Initial: {cc}", cc=scen["cc"])
    d.line("Findings: {ex}", ex=scen["exam"])
    d.line("Impression: {dx}", dx=scen["dx"])
    d.line("Tx by {m}: {tx}", m=c.dr(medic, rng.choice(["fl_cred", "dr_l", "il_cred"])), tx=scen["tx"])
    d.line(C.hard_negative_line(rng))
    d.line("")
    K.hdr(rng, d, "Evacuation")
    heli = rng.random() < 0.65
    if heli:
        d.f("Aircraft requested {t5}. {op} {ty} {reg} on scene {t6}, ", t5=times[5],
            op=Phi(rng.choice(PL.HELI_OPS), "ORGANIZATION"), ty=C.air_type(rng),
            reg=Phi(phi.aircraft_reg(rng, c.country), "VEHICLE"), t6=times[6])
        d.f("casualty winched/hot-loaded with {m} and flown to {h}, ", m=c.dr(medic, "l"), h=c.hospital())
        d.f("handed over to {dr} at {t7}.\n", dr=c.dr(c.staff("doctor")), t7=times[7])
    else:
        d.f("Stretcher carry-out {dist} to {f}, then road ambulance to {h} ({t7}).\n",
            dist=rng.choice(["1.8 km", "approx 3 km", "400 m vertical", "2 h 10 min"]),
            f=c.place("feature"), h=c.hospital(), t7=times[7])
    d.line("NOK informed: {n} at {t}", n=Phi("%s %s" % (rp.first, rp.last), "FAMILY") if rng.random() < 0.5
           else Phi(rp.first, "FAMILY"), t=times[8])
    d.line("")
    d.line("Team members attending: {ms}", ms=_join_names(c, [tl, medic] + members))
    d.line("Total team hours: %d" % rng.randint(12, 140))
    d.line("")
    d.line("Report by {n}, {e}", n=c.dr(tl, "fl"), e=c.email(tl, teamp.value))
    d.line("Submitted {dt}", dt=c.date(rng.randint(1, 4)))


def _join_names(c, people):
    out = []
    for i, p in enumerate(people):
        if i:
            out.append(", ")
        out += c.dr(p, c.rng.choice(["fl", "il2", "fl", "fi"]))
    return out


# ----------------------------------------------------------------------------- ski patrol
def ski_patrol(rng, c, d):
    area = c.place("ski")
    run = Phi(rng.choice(PL.SKI_RUNS), "LOCATION_OTHER")
    lift = Phi(rng.choice(PL.SKI_LIFTS), "LOCATION_OTHER")
    p1 = c.staff("patroller")
    p2 = c.staff("patroller")
    wit = c.family("friend") if rng.random() < 0.5 else c.person()
    wit.rel = getattr(wit, "rel", "witness")
    scen = C.scenario(rng, rng.choice(["ankle", "tibfib", "shoulder", "wrist", "head", "knee", "knee", "spine",
                                       "ribs", "hypothermia"]))
    t = C.times_seq(rng, 6, "hm")
    d.line("{a} SKI PATROL", a=area)
    d.line(rng.choice(["Accident / Incident Report", "FIRST AID REPORT", "Patrol Incident Report Form (PIR)"]))
    d.line("Report #: {n}     Date: {dt} ({wd})", n=Phi(phi.idnum(rng, "MISSION", c.t0.year), "IDNUM"),
           dt=c.date(0), wd=c.date(0, "weekday"))
    d.line("")
    d.line("INJURED PERSON")
    d.line("Last: {l}   First: {f}", l=c.ptname("l"), f=c.ptname("f"))
    d.line("DOB: {b}   Age: {a}   Sex: {s}", b=c.dob_phi(), a=c.age_phi(), s=c.sex)
    d.line("Address: {a}", a=c.addr(with_country=c.home_country != c.country))
    d.line("Phone: {p}   Email: {e}", p=c.phone(c.home_country), e=c.email(c.pt))
    if c.age < 18:
        par = c.family(rng.choice(["mother", "father"]))
        d.line("Parent/guardian: {n} ({r}), cell {p}", n=Phi("%s %s" % (par.first, par.last), "FAMILY"),
               r=par.rel, p=c.phone(c.home_country, True))
    elif c.country in ("US", "CA") and rng.random() < 0.45:
        d.line("GUEST / [x] EMPLOYEE - {o}, {e}", o=Phi(rng.choice(["lift operator", "ski instructor", "snowmaker",
                                                                 "rental tech", "groomer operator", "lift mechanic"]),
                                                      "PROFESSION"), e=c.org(PL.EMPLOYERS))
        d.line("Workers' comp: {lab} {s}  Supervisor: {n}", lab="SSN" if c.country == "US" else "SIN",
               s=Phi(phi.ssn(rng, c.country), "SSN"), n=Phi(c.person().first + " " + c.person().last, "FAMILY"))
    else:
        d.line("Occupation: {o}   Employer: {e}", o=Phi(c.prof, "PROFESSION"), e=c.org(PL.EMPLOYERS))
    d.line("Ticket/pass no: {p}   Ability: {ab}", p=Phi(phi.idnum(rng, "PASS"), "IDNUM"),
           ab=rng.choice(["beginner", "intermediate", "advanced", "expert"]))
    d.line("Equipment: {eq}; rental no {r}; DIN {din}; helmet {h}", eq=rng.choice(["skis", "snowboard", "telemark",
                                                                                     "splitboard"]),
           r=Phi(phi.device_id(rng, "SKI"), "DEVICE"), din=rng.choice(["5.5", "7", "8.5", "10"]),
           h=rng.choice(["Y", "N", "yes", "no"]))
    d.line("")
    d.line("LOCATION: run {r} below {l} tower {tw}; {cond}", r=run, l=lift, tw=rng.randint(3, 22),
           cond=rng.choice(["groomed", "moguls", "off-piste trees", "terrain park - medium jump", "icy cat track"]))
    d.line("Time of incident: {a}   Patrol on scene: {b}", a=t[0], b=t[1])
    d.line("Weather/snow: {w}", w=C.weather(rng))
    d.line("")
    d.line("DESCRIPTION (in injured person's words): \"{q}\"", q=rng.choice([
        "I caught an edge and went down hard", "a snowboarder cut across me", "I hit a patch of ice and my binding didn't let go",
        "went off the lip too fast and landed flat", "skied into the trees trying to avoid my kid"]))
    d.line("Witness: {w}, {p}", w=Phi("%s %s" % (wit.first, wit.last), "FAMILY"), p=c.phone(c.home_country))
    d.line("")
    d.line("ASSESSMENT ({pr})", pr=c.dr(p1, rng.choice(["fl_cred", "il_cred"])))
    d.line("CC: {x}", x=scen["cc"])
    d.line("O/E: {x}", x=scen["exam"])
    d.line("Provisional: {x}", x=scen["dx"])
    d.line("Treatment: {x}", x=scen["tx"])
    d.line("Allergies: {a}. Meds: {m}.", a=C.allergies(rng), m=rng.choice(["nil", "OCP", "sertraline", "ventolin"]))
    d.line("")
    how = rng.randint(0, 2)
    if how == 0:
        d.line("TRANSPORT: toboggan to first aid room {t1}-{t2}, then private vehicle (driver {w}) to {h}",
               t1=t[2], t2=t[3], w=Phi(wit.first, "FAMILY"), h=c.hospital())
    elif how == 1:
        d.line("TRANSPORT: toboggan to base {t1}; ALS ambulance called {t2}, transported to {h}",
               t1=t[2], t2=t[3], h=c.hospital())
    else:
        d.line("TRANSPORT: sled + snowmobile to clinic {t1}; seen by {dr}; {x}", t1=t[2],
               dr=c.dr(c.staff("doctor")), x=rng.choice(["released with crutches", "transferred by road",
                                                         "X-ray on site, splinted"]))
    d.line("Released/handed over at {t}", t=t[4])
    d.line("")
    d.line("Patrollers: {a} (#{b1}), {c2} (#{b2})", a=c.dr(p1, "fl"), b1=Phi(phi.idnum(rng, "BADGE"), "IDNUM"),
           c2=c.dr(p2, "fl"), b2=Phi(phi.idnum(rng, "BADGE"), "IDNUM"))
    d.line("Reviewed by patrol director {n} {dt}", n=c.dr(c.staff("patroller"), "il2"), dt=c.date(rng.randint(0, 3)))
    if rng.random() < 0.5:
        d.line("Copy to risk management: {e}", e=Phi(phi.role_email(rng, area.value, "risk"), "EMAIL"))


# ----------------------------------------------------------------------------- helicopter handover
def heli_handover(rng, c, d):
    op = Phi(rng.choice(PL.HELI_OPS), "ORGANIZATION")
    reg = Phi(phi.aircraft_reg(rng, c.country), "VEHICLE")
    crew_dr = c.staff("doctor")
    crew_pm = c.staff("paramedic")
    pilot = c.staff("pilot")
    recv = c.staff("doctor")
    kind = rng.choice(C.SCEN_TRAUMA + C.SCEN_ALT + C.SCEN_COLD + ["cardiac"])
    scen = C.scenario(rng, kind)
    t = C.times_seq(rng, 8, "colon")
    style = rng.randint(0, 2)
    d.line("{op} - {x}", op=op, x=rng.choice(["HEMS HANDOVER", "Patient Handover (ATMIST)", "Aeromedical transfer record"]))
    d.line("Mission {m} | {ty} {reg} | {dt}", m=Phi(phi.idnum(rng, "MISSION", c.t0.year), "IDNUM"), ty=C.air_type(rng),
           reg=reg, dt=c.date(0))
    d.line("ePCR: {p}", p=Phi(phi.idnum(rng, "PCR"), "IDNUM"))
    d.line("Crew: {a} (pilot), {b}, {e}", a=c.dr(pilot, "il2"), b=c.dr(crew_dr, rng.choice(["dr_l", "fl_cred"])),
           e=c.dr(crew_pm, rng.choice(["fl_cred", "il_cred"])))
    d.line("Pickup: {f} ({g})  ->  {h}", f=c.place(rng.choice(["feature", "mountain"])), g=c.grid(),
           h=c.hospital())
    d.line("Times: tasked {a}, lift {b}, at scene {c1}, depart scene {d1}, at hospital {e}", a=t[0], b=t[1], c1=t[2],
           d1=t[4], e=t[6])
    d.line("")
    if style == 0:
        d.line("A - Age: {a}  Sex: {s}   Name: {n}", a=c.age_phi(), s=c.sex,
               n=c.ptname(rng.choice(["LF", "fl", "lf"])))
        d.line("T - Time of onset/injury: approx {x}", x=rng.choice(["0630", "the previous night", "1420",
                                                                    "unknown, found " + t[0]]))
        d.line("M - Mechanism: {x}", x=scen["cc"])
        d.line("I - Injuries/illness: {x}", x=scen["dx"])
        d.line("S - Signs: {x}", x=scen["exam"])
        d.line("T - Treatment: {x}", x=scen["tx"])
    else:
        d.line("Pt: {n}, {as_}", n=c.ptname(rng.choice(["fl", "fi", "ini"])), as_=K.age_sex(rng, c))
        d.line("DOB {b}  |  ID: {i}", b=c.dob_phi(), i=Phi(phi.idnum(rng, "PASSPORT"), "IDNUM")
               if c.home_country != c.country else Phi(phi.mrn(rng, c.country), "MRN"))
        d.line("Hx: {x}. {y}", x=scen["cc"], y=rng.choice(["PMH " + C.pmh(rng), "No PMH per companion"]))
        d.line("O/E: {x}", x=scen["exam"])
        d.line("Dx: {x}", x=scen["dx"])
        d.line("Rx: {x}", x=scen["tx"])
    d.line("")
    d.line(C.vitals_table(rng, [t[2], t[3], t[4], t[5]], 1))
    d.line("")
    comp = c.family()
    d.line("Companion on board: {n} ({r}), contact {p}", n=Phi("%s %s" % (comp.first, comp.last), "FAMILY"),
           r=comp.rel, p=c.phone(c.home_country, True))
    if rng.random() < 0.5:
        d.line("Property: rucksack, {g}, wallet (cards incl. driving licence {dl})", g=C.gear(rng),
               dl=Phi(phi.license_no(rng, "DL_UK" if c.home_country == "UK" else "DL_US", c.pt.last), "LICENSE"))
    d.line(C.hard_negative_line(rng))
    d.line("")
    d.line("Handed over to {r} {w} at {t}.", r=c.dr(recv), w=rng.choice(["in ED resus", "in Resus 1", "in the ED",
                                                                       "on the helipad"]), t=t[6])
    if rng.random() < 0.5:
        d.line("Bed: {b}", b=Phi(rng.choice(PL.ROOMS), "LOCATION_OTHER"))
    d.line("Form completed by {n} ({u})", n=c.dr(crew_pm, "fl"), u=c.uname(crew_pm))
    d.line("Ops desk: {p}  fax {f}", p=c.phone(ext=rng.random() < 0.4), f=c.fax())
