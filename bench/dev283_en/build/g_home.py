"""Genre: home equipment installation records (oxygen, ventilation,
dialysis, beds, hoists, dispensers)."""
import clinical as C
import ids
import phi
import pools_places as PP
from context import Case
from notebuilder import Note

GENRE = "home_install"

AGENCIES = ["Bluebell Home Care", "Sunrise Care Agency", "Silverline Care Partners",
            "Harbourside Home Support", "Wattle Lane Community Care", "Prairie Rose Home Health Aides"]

HOME_KEYS = ["o2c", "o2c", "homevent", "cpap", "dialysis", "bed", "mattress", "hoist", "pillbox", "feed",
             "suction", "wheelchair"]


def _hdr(n, k, title):
    r, c = k.rng, k.c
    job = k.newid(r.choice(["wo", "order"]))
    veh = ids.vehicle(r, c, vin=r.random() < 0.15)
    n.line(title)
    n.f("{sup}  |  24 h helpline {ph}\n", sup=(k.supplier, "ORGANIZATION"), ph=(phi.phone(r, c), "PHONE"))
    t1, t2 = k.times()
    n.f("Job {jv}    Date {d}    Arrived {t1}  Left {t2}\n", jv=(job[1], "IDNUM"), d=k.d(0), t1=t1, t2=t2)
    n.f("Installer: {who}   {vl}: {vv}\n", who=k.s(k.sup_eng, "eng", r.choice(["full", "init_last", "cred"])),
        vl=veh[0], vv=(veh[1], "VEHICLE"))
    if r.random() < 0.4:
        lic = ids.license_(r, c, {"UK": "gas", "AU": "elec", "US": "dl", "CA": "dl"}[c])
        n.f("{ll} {lv}\n", ll=lic[0], lv=(lic[1], "LICENSE"))


def _patient_block(n, k):
    r, c = k.rng, k.c
    n.line("")
    n.line("PATIENT")
    n.f("Name: {p}   DOB: {dob}   Age: {a}\n", p=k.pn(r.choice(["LF", "full", "title_full"])), dob=k.dobi(), a=(str(k.age), "AGE"))
    n.f("{hl}: {h}   Referrer: {doc}, {site}\n", hl=k.hp[0], h=(k.hp[1], "HEALTHPLAN"),
        doc=k.s(k.doc, "doc", r.choice(["title_last", "cred"])), site=(r.choice([k.hosp, k.site]), "HOSPITAL"))
    n.f("Address: {a}\n", a=k.addr_i())
    n.f("Phone: {ph}  Mobile: {mb}{ssn}\n", ph=(k.phone, "PHONE"), mb=(k.mobile, "PHONE"),
        ssn=k.ssn_i("  ") if c in ("US", "CA") and r.random() < 0.8 else "")
    n.f("Access: {acc}\n", acc=r.choice([["park on drive, side gate, house opposite ", k.landmark_i()],
                                         ["key safe by back door - code held by ", k.rel, " ", k.fn("first")],
                                         ["ground floor flat, buzzer 4, next to ", k.landmark_i()],
                                         ["farm track 2 km past ", k.landmark_i(), ", dogs on property"],
                                         "lift to 7th floor, call on arrival"]))
    n.f("Household: lives with {rel} {f}{car}\n", rel=k.rel, f=k.fn("full"),
        car=["; carers ", (r.choice(AGENCIES), "ORGANIZATION"), " QDS"] if r.random() < 0.5 else "")
    v = r.randrange(3)
    if v == 0:
        n.f("Occupation: {p}\n", p=k.prof_i())
    elif v == 1 and not k.prof.startswith("retired"):
        n.f("Pt still works part-time as a {p} at {emp} - portable unit requested for work.\n", p=(k.prof, "PROFESSION"),
            emp=(k.employer, "ORGANIZATION"))
    else:
        n.f("Pt is a {p}; {rel} works nights.\n", p=k.prof_i(), rel=k.rel)


def _equipment(n, k, extra=True):
    r = k.rng
    dv = k.dev
    n.line("")
    n.line("EQUIPMENT INSTALLED")
    n.f("1. {mm} {desc}  S/N {s}  Asset {a}  hours {hr}\n", mm=dv.make_model, desc=dv.desc, s=(dv.serial, "DEVICE"),
        a=(dv.asset, "DEVICE"), hr=r.randint(0, 30000))
    if extra:
        if dv.key == "o2c":
            n.f("2. Back-up cylinders x{x} (size {sz}), regulator s/n {s}\n", x=r.randint(1, 3), sz=r.choice(["CD", "E", "D", "ZX"]),
                s=(ids.serial(r), "DEVICE"))
            if "Go" not in dv.model:
                n.f("3. Portable Oxyline Go  S/N {s} (ambulatory, pulse setting 2)\n", s=(ids.serial(r), "DEVICE"))
        elif dv.key in ("homevent", "cpap"):
            n.f("2. Pulse oximeter Oxiq P20 Home S/N {s}; external battery S/N {s2}\n", s=(ids.serial(r), "DEVICE"),
                s2=(ids.serial(r), "DEVICE"))
        elif dv.key == "pillbox":
            bio = ids.bioid(r)
            n.f("2. Dispenser hub IMEI {im}; {bl} {bv} enrolled for pt (right index), back-up PIN issued to {rel}\n",
                im=(ids.imei(r), "DEVICE"), bl=bio[0], bv=(bio[1], "BIOID"), rel=k.rel)
        elif dv.key == "dialysis":
            n.f("2. RO water unit S/N {s}; conductivity 14.0 mS/cm; chlorine < 0.1 mg/L on test strip\n",
                s=(ids.serial(r), "DEVICE"))
        else:
            n.f("2. {acc} S/N {s}\n", acc=r.choice(["Charger", "Handset", "Pump unit", "Spare battery"]), s=(ids.serial(r), "DEVICE"))
    k.rx = C.drug_line(r, dv.key)
    n.line(k.rx)


def _checks(n, k):
    r = k.rng
    n.line("")
    n.line("SAFETY CHECKS")
    key = k.dev.key
    items = ["Socket tested, RCD present: Y", "No extension leads / adaptors: Y",
             "Smoke alarm fitted and tested: %s" % r.choice(["Y", "N - referred to fire service", "Y (2)"]),
             "Tubing/cable route: no trip hazard"]
    if key in ("homevent", "cpap"):
        items += ["Mask fit checked, leak < 24 L/min", "Bedside power point within 2 m", "Humidifier filled with cooled boiled water"]
    if key == "o2c":
        items += ["Smokers in household: %s" % r.choice(["N", "N", "Y - counselled, signed agreement"]),
                  "Open flames / gas hob: %s" % r.choice(["N", "Y - advised 3 m distance"]),
                  "O2 warning sticker on front door: Y", "Tubing max 15 m, firebreaks fitted"]
    if key in ("bed", "mattress", "hoist"):
        items += ["Entrapment risk assessed (bed rails): Y", "Hoist sling size checked against weight %d kg" % r.randint(48, 140),
                  "Space to turn hoist: adequate", "Mattress compatible with bed frame: Y"]
    if key == "dialysis":
        items += ["Floor load adequate: Y", "Drain and water supply fitted by plumber", "Chlorine test < 0.1 mg/L"]
    for it in C.pick(r, items, r.randint(3, 6)):
        n.line("[x] " + it)
    if key in ("o2c", "homevent") and r.random() < 0.6:
        n.f("Home fire safety visit requested, fire service ref {rv}\n", rv=(ids.idnum(r, "referral")[1], "IDNUM"))
    n.line("Settings confirmed against prescription: " + ("yes - as above" if key in ("o2c", "homevent", "cpap", "feed")
                                                          else {"dialysis": "per dialysis unit sheet"}.get(key, "n/a")))


def _close(n, k):
    r, c = k.rng, k.c
    n.line("")
    n.f("Training given to: {w}. Written instructions left. Emergency number {ph}.\n",
        w=r.choice([[k.pn("first")], [k.pn("first"), " and ", k.fn("first")], [k.fn("full"), " (", k.rel, ")"]]),
        ph=(phi.phone(r, c), "PHONE"))
    n.f("Next service visit: {d}    Filter change every {w} weeks\n", d=k.d(r.choice([90, 180, 365]), r.choice(["num", "month_year"])),
        w=r.choice([2, 4, 6]))
    n.f("Customer signature: {sig}    Date: {d}\n", sig=r.choice([k.pn("full"), k.fn("full"), "unable to sign - verbal consent"]),
        d=k.d(0, "num"))
    n.f("Copy to: {site}, fax {fx}; referrer {doc} via {em}\n", site=(k.site, "HOSPITAL"), fx=(k.dept_fax, "FAX"),
        doc=k.s(k.doc, "doc", "title_last"), em=(phi.email(k.doc, r), "EMAIL"))


def _form(n, k):
    _hdr(n, k, k.rng.choice(["HOME EQUIPMENT INSTALLATION RECORD", "DELIVERY, INSTALLATION & TRAINING RECORD",
                             "Home Oxygen Service - Installation Sheet"]))
    _patient_block(n, k)
    _equipment(n, k)
    _checks(n, k)
    _close(n, k)


def _visit_note(n, k):
    r, c, dv = k.rng, k.c, k.dev
    n.f("home visit - install {mm} {desc} - {p}\n", mm=dv.make_model, desc=dv.desc, p=k.pn(r.choice(["full", "LF", "title_last"])))
    n.f("{d} {t}. {who} attending ({sup}).\n", d=k.d(0, r.choice(["num", "wk_text"])), t=phi.clock(r),
        who=k.s(k.sup_eng, "eng", r.choice(["full", "first"])), sup=(k.supplier, "ORGANIZATION"))
    n.f("Arrived {street}, {city} - {acc}. Met by {rel} {f} ({prof_txt}).\n", street=(k.addr["street"], "STREET"),
        city=(k.addr["city"], "CITY"), acc=r.choice(["narrow stairs, unit carried up", "bungalow, level access",
                                                     "terrace, no parking - used permit bay"]),
        rel=k.rel, f=k.fn("first"), prof_txt=r.choice(["off work today", "on leave from work", "just back from shift"]))
    n.f("Pt {p} ({a}), {hn} {dl}\n", p=k.pn("first"), a=k.age_i(), hn=r.choice(C.HARD_NEG), dl=C.drug_line(r, dv.key))
    n.f("Installed unit s/n {s} (asset {a}) in {room}. {checks}.\n", s=(dv.serial, "DEVICE"), a=(dv.asset, "DEVICE"),
        room=r.choice(["front room", "bedroom 1", "dining room (bed downstairs)", "spare room"]), checks="; ".join(k.check_lines(n=2)))
    n.f("Previous unit from {sup2} (s/n {s2}) collected - it had been there since {d}.\n",
        sup2=r.choice(["the old contract", "hospital loan", "another patient's supply in error"]),
        s2=(k.other_device(home=True).serial, "DEVICE"), d=k.d(-r.randint(200, 1500), r.choice(["month_year", "year"])))
    n.f("Pt asked about using it at {place} - {adv}.\n", place=r.choice([["work (", (k.employer, "ORGANIZATION"), ")"],
                                                                          ["church (", (r.choice(["St Columba's Parish", "Grace Fellowship Church", "Our Lady of the Lakes parish"]), "ORGANIZATION"), ")"],
                                                                          ["daughter's house in ", (r.choice(PP.CITIES[c]), "CITY")],
                                                                          ["holiday in ", (r.choice(PP.COUNTRIES), "COUNTRY")]]),
        adv=r.choice(["portable unit recommended", "needs airline approval form (POC)", "supplier can deliver to second address"]))
    n.f("Training done, {rel} confident. Left helpline {ph}. Next visit {d}.\n", rel=k.rel, ph=(phi.phone(r, c), "PHONE"),
        d=k.d(r.choice([28, 90, 180]), "short"))
    n.f("GP ({site}) and {doc} informed by email {em}.\n", site=(k.site, "HOSPITAL"), doc=k.s(k.doc, "doc", "title_last"),
        em=(phi.email(k.doc, r), "EMAIL"))
    if r.random() < 0.6:
        n.f("Signed {who} {lic}\n", who=k.s(k.sup_eng, "eng", "init_last"),
            lic=["(", (ids.license_(r, c, {"UK": "gas", "AU": "elec", "US": "dl", "CA": "dl"}[c])[1], "LICENSE"), ")"]
            if c in ("UK", "AU") else "")


def gen(rng, country, lower):
    k = Case(rng, country, dev_key=rng.choice(HOME_KEYS), age_range=(24, 98))
    n = Note(lower)
    if rng.random() < 0.65:
        _form(n, k)
    else:
        _visit_note(n, k)
    return n
