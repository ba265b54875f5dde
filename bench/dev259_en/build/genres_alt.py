"""Alternative layouts for several genres (dev259_en): log-style SAR report, narrative
ski patrol report, progress-note nursing record, narrative phone note."""
from phi import Phi
import phi
import clinical as C
import common as K
import pools_places as PL
from case import nm

W3W = ["filled", "count", "soap", "index", "home", "raft", "tulip", "brink", "ladder", "crisp", "otter", "slope",
       "gravel", "lantern", "mosaic", "pebble", "quarry", "rumble", "spruce", "thistle", "velvet", "whisk", "yodel"]


def _w3w(rng):
    return "///" + ".".join(rng.sample(W3W, 3))


def sar_log(rng, c, d):
    team = Phi(rng.choice(PL.SAR_TEAMS[c.country]), "ORGANIZATION")
    tl = c.staff("sar")
    deputy = c.staff("sar")
    medic = c.staff(rng.choice(["doctor", "paramedic", "sar"]))
    others = [c.staff("sar") for _ in range(rng.randint(2, 4))]
    scen = C.scenario(rng, rng.choice(["ankle", "tibfib", "head", "hypothermia", "spine", "wrist", "knee"]))
    t = C.times_seq(rng, 12, "colon")
    yy = c.t0.year % 100
    d.line("{t} - Incident {n}/{y}", t=team, n=str(rng.randint(1, 140)), y=str(yy))
    d.line("Date {dt}   Type: {x}", dt=c.date(0, rng.choice([c.ds, "wk_full_uk" if c.uk_style else "wk_full_us"])),
           x=rng.choice(["Injured walker", "Crag fall", "Missing person(s)", "Cragfast", "Mountain biker - fall",
                         "Avalanche - partial burial", "Overdue skier"]))
    d.line("Casualty: {n} ({a}) of {town}", n=c.title_last(), a=c.age_phi(), town=Phi(c.home["city"], "CITY"))
    d.line("")
    d.line("LOG")
    d.line("{a}  Call from {src}, ref {r}. Cas {n}, {a2}, {x}.", a=t[0],
           src=rng.choice({"UK": ["Police via SARCALL", "Ambulance control", "Police (999)"],
                           "US": ["911 dispatch", "Sheriff's Office", "AFRCC"], "CA": ["RCMP", "JRCC", "911 dispatch"],
                           "NZ": ["Police (111)", "RCCNZ", "Police SAR coordinator"],
                           "AU": ["Police (000)", "AMSA RCC"]}.get(c.country, ["Police"])),
           r=Phi(phi.idnum(rng, "CASE"), "IDNUM"), n=c.ptname(rng.choice(["fl", "fml"])), a2=c.age_phi(),
           x=scen["cc"])
    d.line("{a}  SARLOC link sent to cas mobile {p}", a=t[1], p=c.phone(c.home_country, True))
    d.line("{a}  Position returned {g} (+/- 15 m); w3w {w}", a=t[2], g=c.grid(), w=Phi(_w3w(rng), "LOCATION_OTHER"))
    d.line("{a}  TL {n} paged team. {dep} to base.", a=t[3], n=c.dr(tl, rng.choice(["fl", "il2"])),
           dep=c.dr(deputy, rng.choice(["fl", "f"])))
    d.line("{a}  Team vehicle {v} away from base with 6.", a=t[4], v=Phi(phi.plate(rng, c.country), "VEHICLE"))
    d.line("{a}  Parked at {f}. Party A ({p1}, {p2}) on foot.", a=t[5], f=c.place("feature"),
           p1=c.dr(others[0], "f"), p2=c.dr(others[1], "f"))
    d.line("{a}  Cas located by {p1} at {f}, {x}.", a=t[6], p1=c.dr(others[0], "f"), f=c.place("feature"),
           x=rng.choice(["conscious, cold", "sitting up, in pain", "lying in the gully bed", "with companion"]))
    comp = c.family()
    d.line("{a}  Companion {n} ({r}) uninjured, walked off with Party B.", a=t[7],
           n=Phi(comp.first if rng.random() < 0.5 else "%s %s" % (comp.first, comp.last), "FAMILY"), r=comp.rel)
    d.line("{a}  Medic {m}: {ex}", a=t[8], m=c.dr(medic, rng.choice(["f", "fl", "dr_l"])), ex=scen["exam"])
    d.line("        Tx: {x}", x=scen["tx"])
    if rng.random() < 0.6:
        d.line("{a}  {op} {ty} {reg} on scene; cas winched.", a=t[9], op=Phi(rng.choice(PL.HELI_OPS), "ORGANIZATION"),
               ty=C.air_type(rng), reg=Phi(phi.aircraft_reg(rng, c.country), "VEHICLE"))
    else:
        d.line("{a}  Stretcher lower 3 pitches, carry to vehicle.", a=t[9])
    d.line("{a}  Cas to {h}.", a=t[10], h=c.hospital())
    d.line("{a}  All team off hill, stood down. {n} informed police.", a=t[11], n=c.dr(tl, "f"))
    d.line("")
    d.line("Team: {x}", x=[[c.dr(p, "fl"), ", "] for p in [tl, deputy, medic] + others[:-1]] +
           [c.dr(others[-1], "fl")])
    d.line("Man-hours: {n}. Weather: {w}", n=str(rng.randint(10, 90)), w=C.weather(rng))
    d.line("Log kept by {n} ({u})", n=c.dr(deputy, "fl"), u=c.uname(deputy))


def ski_narrative(rng, c, d):
    area = c.place("ski")
    run = Phi(rng.choice(PL.SKI_RUNS), "LOCATION_OTHER")
    pat = c.staff("patroller")
    pat2 = c.staff("patroller")
    fr = c.family("friend")
    scen = C.scenario(rng, rng.choice(["knee", "knee", "shoulder", "wrist", "head", "ankle", "ribs"]))
    t = C.times_seq(rng, 5, "hm")
    d.line("{a} - Patrol Incident Narrative", a=area)
    d.line("Date: {dt}   Patroller in charge: {p}", dt=c.date(0), p=c.dr(pat, rng.choice(["fl", "fl_cred"])))
    d.line("Incident no. {n}", n=Phi(phi.idnum(rng, "MISSION", c.t0.year), "IDNUM"))
    d.line("")
    d.f("At {a} I was called on {r} to {run} for a {x}. On arrival found {pt}, a {age} y/o {sx} ", a=t[0],
        r=rng.choice(["ch 3", "radio ch 1", "patrol channel"]), run=run,
        x=rng.choice(["skier down", "boarder down", "collision", "guest unable to continue"]), pt=c.ptname("fl"),
        age=c.age_phi(), sx="male" if c.sex == "M" else "female")
    d.f("from {town}, {cty}, lying {pos}. ", town=Phi(c.home["city"], "CITY"), cty=c.country_phi(),
        pos=rng.choice(["below the rollover", "against the fence", "on the skier's left of the cat track", "in the trees"]))
    d.f("{pf} stated \"{q}\". Friend {fr} witnessed the fall.\n", pf=c.ptname(rng.choice(["f", "nick"])),
        q=rng.choice(["my knee went pop", "i heard a crack", "i can't feel my fingers properly", "i just want to get down"]),
        fr=Phi("%s %s" % (fr.first, fr.last), "FAMILY"))
    d.line("Assessment: {x}. {y}", x=scen["exam"], y=scen["dx"])
    d.line("Treatment: {x}. Assisted by {p2}.", x=scen["tx"], p2=c.dr(pat2, rng.choice(["fl", "f"])))
    d.line("Toboggan to clinic arriving {t}. Handed over to {dr} ({h}).", t=t[2], dr=c.dr(c.staff("doctor")),
           h=c.hospital())
    d.line("")
    d.line("Guest contact: {p} / {e}; staying at {lodge}, room {rm}", p=c.phone(c.home_country, True), e=c.email(c.pt),
           lodge=Phi(rng.choice(["Snowgrass Lodge", "Alpine Retreat Apartments", "Kea Chalet", "Powderhorn Inn",
                                 "Ptarmigan Lodge"]), "LOCATION_OTHER"),
           rm=Phi(str(rng.randint(3, 48)), "LOCATION_OTHER"))
    d.line("Lift pass {n}; DOB {b}", n=Phi(phi.idnum(rng, "PASS"), "IDNUM"), b=c.dob_phi())
    d.line("{p} #{b}", p=c.dr(pat, "il2"), b=Phi(phi.idnum(rng, "BADGE"), "IDNUM"))


def nursing_progress(rng, c, d):
    st = c.hospital()
    rn = [c.staff("nurse") for _ in range(2)]
    md = c.staff("doctor")
    fam = c.family()
    d.line("{h} - PROGRESS NOTES", h=st)
    d.line("{n}  |  DOB {b}  |  Chart {m}", n=c.ptname("LF"), b=c.dob_phi(), m=Phi(phi.mrn(rng, c.country), "MRN"))
    d.line("Home: {a}", a=c.addr(with_country=False))
    d.line("")
    kind = rng.choice(["frostbite", "frostbite", "hypothermia", "tibfib", "gi"])
    s = C.scenario(rng, kind)
    entries = [
        ("Presented with {fam} ({r}). {cc}. {ex}", {"cc": s["cc"], "ex": s["exam"]}),
        ("{tx}. Discussed with {dr} by phone - agrees, see orders.", {"tx": s["tx"]}),
        ("Pt slept well. Pain 3/10. Dressings dry and intact. Obs stable.", {}),
        ("Phone call from {fam} asking for update - consent on file, updated.", {}),
        ("Dressing change. {x}", {"x": rng.choice(["Blisters deroofed, aloe applied.", "Wound clean, no erythema.",
                                                   "Clear blisters left intact."])}),
        ("Reviewed by {dr} on telehealth. {pl}", {"pl": s["plan"]}),
    ]
    nn = rng.randint(4, 6)
    for i, (tpl, kw) in enumerate(entries[:nn]):
        who = rn[i % 2]
        d.f("{dt} {t} ", dt=c.date(i // 2, rng.choice([c.ds, "dm" if not c.us else "md"])), t=C.time(rng, "hm"))
        d.f(tpl, fam=Phi(fam.first, "FAMILY"), r=fam.rel, dr=c.dr(md, rng.choice(["dr_l", "dr_fl"])), **kw)
        d.f(" - {n}\n", n=c.dr(who, rng.choice(["il_cred", "ini", "fl"])))
    d.line("")
    d.line("Discharged home with {fam} on {dt}; to return for dressing in 2/7.", fam=Phi(fam.first, "FAMILY"),
           dt=c.date(rng.randint(2, 4)))
    d.line("Entered by {u}", u=c.uname(rn[0]))


def phone_narrative(rng, c, d):
    clinic = c.hospital()
    rn = c.staff("nurse")
    md = c.staff("doctor")
    fam = c.family(rng.choice(["wife", "husband", "mother", "partner", "daughter"]))
    d.line("Phone note - {h}", h=clinic)
    d.line("{dt} {t}", dt=c.date(0, rng.choice([c.ds, "wk_md" if c.us else "wk_dm"])), t=C.time(rng))
    d.line("Re: {n} ({b}) - {m}", n=c.ptname(rng.choice(["fl", "lf"])), b=c.dob_phi(), m=Phi(phi.mrn(rng, c.country), "MRN"))
    d.line("")
    where = rng.choice(["NP", "NZ", "CA"])
    d.f("Call from pt's {r} {f} on {p}. ", r=fam.rel, f=Phi(fam.first, "FAMILY"), p=c.phone(c.home_country, True))
    d.f("{pr} is on a {trip} and called {them} on the {dev} this morning. ", pr=c.ptname(rng.choice(["f", "nick"])),
        trip=rng.choice(["guided climb", "ski traverse", "trek", "sea-kayak expedition"]),
        them="her" if fam.sex == "F" else ("him" if fam.sex == "M" else "them"),
        dev=rng.choice(["sat phone", "inReach", "lodge wifi"]))
    d.f("Reports {x}. ", x=rng.choice(["headache and vomiting at the hut", "toes went white and now blistered",
                                      "ran out of inhaler", "fell and hurt wrist, still climbing"]))
    d.f("{f} asks whether we can send a prescription to {place} or speak to the expedition doctor.\n",
        f=Phi(fam.first, "FAMILY"), place=[c.town(where), ", ", c.country_phi(where)])
    d.line("")
    d.line("Advised: cannot prescribe internationally; gave generic advice; suggest contacting insurer assistance line.")
    d.line("Insurer per chart: {i}, policy {p}.", i=c.org(PL.INSURERS), p=Phi(phi.healthplan(rng, c.home_country),
                                                                               "HEALTHPLAN"))
    d.line("LVM for {dr} x1, messaged via {u}.", dr=c.dr(md, rng.choice(["dr_l", "dr_fl"])), u=c.uname(md))
    d.line("{n} returned call {t}: \"{q}\"", n=c.dr(md, "dr_l"), t=C.time(rng), q=rng.choice([
        "if vomiting + unsteady they need to descend now, not tomorrow", "fine to continue if improving, dex only if ataxic",
        "needs proper assessment - please get them to call the line"]))
    d.line("{f} informed at {t}. {x}", f=Phi(fam.first, "FAMILY"), t=C.time(rng),
           x=rng.choice(["Understands.", "Will pass on.", "Upset but agrees."]))
    d.line("-- {n}", n=c.dr(rn, rng.choice(["fl_cred", "il_cred"])))
