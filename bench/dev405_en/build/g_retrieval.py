"""Genres: retrieval team logistics log; recipient call-in record."""

import bits as B
import case as C
import ids
import pools_places as PP
from g_referral import mrn_label


SCORES = {"kidney": ["cRF 85%", "cRF 0%", "vPRA 98% (highly sensitised)", "Tier A", "routine", "EPTS 18%"],
          "kidney-pancreas": ["cRF 12%", "SPK list, HbA1c 71", "routine", "prior islets (Edmonton protocol)"],
          "liver": ["UKELD 54", "MELD 23", "MELD-Na 28", "super-urgent, King's College criteria met", "Child-Pugh C",
                    "HCC within Milan criteria", "Wilson's disease, super-urgent"],
          "heart": ["urgent (on IABP)", "routine, LVAD in situ", "status 2"],
          "bilateral lungs": ["LAS 48", "routine, FEV1 18%", "urgent"]}


def _t(h, m):
    return "%02d:%02d" % (h % 24, m % 60)


def retrieval_log(rng, k, d):
    c = k.c
    tx1, tx2 = k.tx[0], k.tx[1]
    us = c in ("US", "CA")
    team = "recovery" if us else "retrieval"
    d.line(rng.choice(["RETRIEVAL LOGISTICS LOG", "Retrieval team logistics - timeline",
                       "ORGAN %s LOG" % team.upper(), "Logistics log (%s)" % team]))
    d.line("Donor ID: {di}   Date: {dt}   Pathway: {p}", di=(k.donor_id, "IDNUM"),
           dt=k.d(k.don_date, B.dstyle(rng, k)), p=k.path)
    d.f("Donor hospital: ")
    d.add(B.hosp_loc(rng, k))
    d.line(" - {th} {n}, {b} level {lv}", th=k.theatre_word().capitalize() if k.brit else "OR",
           n=(k.theatre, "LOCATION_OTHER"), b=(rng.choice(PP.BUILDINGS), "LOCATION_OTHER"), lv=rng.randrange(1, 6))
    d.f("Abdominal team: ")
    d.add(k.hname(tx1))
    d.f(", lead ")
    d.add(B.sn(rng, k.surg, "title"))
    d.line()
    d.f("Cardiothoracic team: ")
    d.add(k.hname(tx2))
    d.f(", lead ")
    d.add(B.sn(rng, k.surg2, "title"))
    d.line()
    d.f("{r} on site: ", r=k.coord_role()[0].upper() + k.coord_role()[1:])
    d.add(B.sn(rng, k.coord, "full"))
    d.line(" (mob {p})", p=(k.coord.phone, "PHONE"))
    d.f("Hub/duty office: ")
    d.add(B.sn(rng, k.hub, "full"))
    d.line(" {p}", p=(ids.phone(rng, c, "ext"), "PHONE"))
    d.line()
    d.line("{a:<7}| {b}".format(a="Time", b="Event"))
    d.line("-" * 60)
    h = rng.randrange(12, 20)
    m = rng.randrange(60)
    rows = []

    def row(dh, dm, template, **kw):
        nonlocal h, m
        m += dm
        h += dh + m // 60
        m %= 60
        d.f("{a:<7}| ".format(a=_t(h, m)))
        d.line(template, **kw)

    row(0, 0, "Offer accepted: liver -> {h1} (offer ref {r})", h1=k.hname(tx1),
        r=(ids.ref_no(rng, k.date.year, "OFF"), "IDNUM"))
    row(0, rng.randrange(5, 40), "Heart/lungs accepted -> {h2}", h2=k.hname(tx2))
    air = rng.random() < 0.5
    if air:
        row(0, rng.randrange(20, 50), "CT team wheels up from {ap}, aircraft {tl} ({op})",
            ap=(rng.choice(PP.TOWNS[c]) + " Airport", "LOCATION_OTHER"),
            tl=(ids.tail(rng, c), "VEHICLE"), op=(rng.choice(PP.AIR), "ORGANIZATION"))
    row(0, rng.randrange(10, 40), "Abdominal team mobilised from {t}, vehicle reg {pl}, driver {dr}",
        t=(rng.choice(PP.TOWNS[c]), "CITY"), pl=(ids.plate(rng, c), "VEHICLE"),
        dr=C.nm(rng, C.person(rng), "DOCTOR", "full"))
    if rng.random() < 0.5:
        row(0, rng.randrange(10, 30), "Police escort requested through {t} - declined (light traffic)",
            t=(rng.choice(PP.TOWNS[c]), "CITY"))
    row(1, rng.randrange(0, 50), "Teams on site. Brief in {th} {n} with anaesthetist {an}",
        th=k.theatre_word(), n=(k.theatre, "LOCATION_OTHER"), an=B.sn(rng, k.reg, "title"))
    if k.path == "DCD":
        row(0, rng.randrange(10, 40), "WLST on {u}, bed {b}; family present", u=(k.unit, "HOSPITAL"),
            b=(k.bed, "LOCATION_OTHER"))
        row(0, rng.randrange(8, 30), "Functional WIT start (SBP < 50 mmHg)")
        row(0, rng.randrange(5, 15), "Asystole; 5 min no-touch; death confirmed by {dr}", dr=B.sn(rng, k.cons, "title"))
    row(0, rng.randrange(5, 20), "Knife to skin")
    row(0, rng.randrange(20, 60), "Cross-clamp. Cold perfusion {s}", s=rng.choice(["UW (Belzer)", "Custodiol HTK", "Marshall's solution", "IGL-1"]))
    if rng.random() < 0.6:
        row(0, rng.randrange(10, 40), "Liver onto {dev} SN {sn}", dev=rng.choice(["OrganOx metra", "Liver Assist", "NRP circuit"]),
            sn=(ids.serial(rng), "DEVICE"))
    row(0, rng.randrange(20, 60), "Heart on {dev} (console {sn}) - departed by road to {ap}",
        dev=rng.choice(["Organ Care System", "XVIVO Heart Assist", "SherpaPak"]), sn=(ids.serial(rng), "DEVICE"),
        ap="airfield" if air else k.hname(tx2))
    nxt = B.plus(k.don_date, 1)
    if h + 2 >= 24 or rng.random() < 0.4:
        d.line("--- {dt} ---", dt=k.d(nxt, rng.choice(["num", "wd", "short"])))
    row(0, rng.randrange(20, 60), "Kidneys packed; L kidney on LifePort SN {sn}, temp logger {lg}",
        sn=(ids.serial(rng), "DEVICE"), lg=(ids.serial(rng), "DEVICE"))
    row(0, rng.randrange(10, 30), "Organs collected by {co}, van {pl}, driver {dr} (tel {p})",
        co=(rng.choice(PP.COURIERS), "ORGANIZATION"), pl=(ids.plate(rng, c), "VEHICLE"),
        dr=C.nm(rng, C.person(rng), "DOCTOR", rng.choice(["full", "first"])), p=(ids.phone(rng, c, "mobile"), "PHONE"))
    row(0, rng.randrange(10, 50), "Donor to mortuary; {fd} notified", fd=(rng.choice(PP.FUNERAL), "ORGANIZATION")
        if rng.random() < 0.5 else "funeral director")
    row(0, rng.randrange(5, 20), "Coordinator debrief; paperwork to {e}", e=(ids.email(rng, "", "", org=True), "EMAIL"))
    d.line()
    d.line("Issues: {i}", i=rng.choice([
        "nil", "15 min delay - wrong entrance given for helipad", "scrub nurse shortage, theatre staff from {}".format("Recovery"),
        "fuel stop at regional airfield", "box seal found broken, re-sealed and documented",
        "lift out of service; organ carried via stairs", "theatre double-booked with emergency laparotomy"]))
    d.f("Log completed by ")
    d.add(B.sn(rng, k.coord, rng.choice(["full", "fi_last"])))
    d.line(" (user {u})", u=(k.coord.user, "USERNAME"))


def recipient_callin(rng, k, d):
    c = k.c
    r = C.person(rng)
    age = rng.randrange(19, 75)
    dob = ids.dob_for_age(rng, k.date, age)
    mrn = ids.mrn(rng, c)
    nat = ids.national_health(rng, c)
    addr = C.address(rng, c)
    organ = rng.choice(["kidney", "kidney", "liver", "kidney-pancreas", "heart", "bilateral lungs"])
    ctr = k.tx[0]
    d.line(rng.choice(["RECIPIENT CALL-IN RECORD", "Recipient call-in / admission for transplant",
                       "CALL-IN LOG - TRANSPLANT RECIPIENT", "Transplant call-in record"]))
    d.f("Centre: ")
    d.add(k.hname(ctr))
    d.line("   Organ: {o}   Offer: {r}", o=organ, r=(ids.ref_no(rng, k.date.year, "OFF"), "IDNUM"))
    d.line("Donor ID: {di} ({p}, {bg})", di=(k.donor_id, "IDNUM"), p=k.path, bg=k.bg)
    d.line("Date: {dt}", dt=k.d(k.date, rng.choice(["num", "wd", "long", "short"])))
    d.line()
    d.f("Recipient: ")
    d.add(B.pt(rng, r, rng.choice(["LASTFIRST", "full", "mid"])))
    d.line("   DOB {dob} ({a})", dob=k.d(dob, rng.choice(["num", "dash"])), a=B.age(rng, age, rng.choice(["y", "yo"])))
    d.f("{ml}: {m}", ml=mrn_label(rng, c), m=(mrn, "MRN"))
    d.line("   {nl}: {nv}", nl=nat[0], nv=(nat[1], nat[2]))
    d.f("Address: ")
    d.add(C.addr_pieces(rng, c, addr))
    d.line()
    mob, home = ids.phone(rng, c, "mobile"), ids.phone(rng, c, "land")
    d.line("Mobile {m}   Home {h}", m=(mob, "PHONE"), h=(home, "PHONE"))
    if rng.random() < 0.5:
        d.line("Email: {e}", e=(ids.email(rng, r.first, r.last), "EMAIL"))
    d.line("Listed since {dt}; {x}", dt=k.d(B.plus(k.date, -rng.randrange(200, 2500)), rng.choice(["monthyear", "num"])),
           x=rng.choice(SCORES[organ]))
    if "kidney" in organ:
        d.f("Dialysis: {m} at ", m=rng.choice(["HD", "PD", "HD via AVF"]))
        d.add(((rng.choice(PP.PRACTICE_STEMS) + " " + rng.choice(["Renal Unit", "Dialysis Unit", "Kidney Centre"])), "HOSPITAL"))
        d.line(", last session {x}", x=rng.choice(["yesterday", "this morning", "2 days ago"]))
    pr = C.person(rng, "F" if r.sex == "M" else "M")
    pr.last = r.last if rng.random() < 0.6 else pr.last
    d.line()
    d.line("CALLS")
    h, m = rng.randrange(0, 6), rng.randrange(60)
    d.line("{t}  Called mobile - no answer, voicemail left", t=_t(h, m))
    m += rng.randrange(3, 12)
    d.f("{t}  Called home, spoke with ", t=_t(h + m // 60, m))
    d.add([(r.sex == "M" and "wife" or "husband") if rng.random() < 0.6 else "partner", " "])
    d.add(C.nm(rng, pr, "FAMILY", rng.choice(["first", "full"])))
    d.line(" - will wake patient")
    m += rng.randrange(3, 12)
    d.f("{t}  ", t=_t(h + m // 60, m))
    d.add(B.pt(rng, r, rng.choice(["title", "first"])))
    d.line(" called back. Well, {x}. Last ate {y}.", x=rng.choice(["no recent infection", "mild cough last week - resolved",
                                                                    "no new meds", ["had a fall on ", (rng.choice(ids.WEEKDAYS), "DATE"),
                                                                                    ", no injury"]]),
           y=rng.choice(["at 20:00", "at midnight", "yesterday evening", "a snack at 23:30"]))
    rp = C.profession(rng, c)
    re_ = C.employer_for(rng, rp)
    if rng.random() < 0.5 and re_:
        d.line("      Works as a {p} at {e}; on a late shift - leaving now.", p=(rp, "PROFESSION"),
               e=(re_, "ORGANIZATION"))
    elif rng.random() < 0.5:
        d.line("      Off work as a {p} since listing.", p=(rp, "PROFESSION"))
    m += rng.randrange(5, 15)
    tr = rng.randrange(3)
    if tr == 0:
        d.line("{t}  Travelling from {tw} by taxi ({co}, reg {pl}); ETA {eta}", t=_t(h + m // 60, m),
               tw=(addr["town"], "CITY"), co=(rng.choice(PP.TAXIS), "ORGANIZATION"), pl=(ids.plate(rng, c), "VEHICLE"),
               eta=_t(h + 2, m))
    elif tr == 1:
        d.line("{t}  Daughter {n} driving from {tw}; ETA {eta}", t=_t(h + m // 60, m),
               n=(C.person(rng, "F").first, "FAMILY"), tw=(addr["town"], "CITY"), eta=_t(h + 1, m + 30))
    else:
        d.line("{t}  Hospital transport booked (job {j}); ETA {eta}", t=_t(h + m // 60, m),
               j=(ids.ref_no(rng, k.date.year, "PTS"), "IDNUM"), eta=_t(h + 2, m + 10))
    d.line()
    d.line("On arrival to {w}, bed {b}:", w=(k.unit.split()[0] + " " + rng.choice(["Ward", "Unit", "Transplant Unit"]), "HOSPITAL"),
           b=(str(rng.randrange(1, 30)), "LOCATION_OTHER"))
    bl = B.bullet(rng)
    bk = rng.choice(["palm", "finger"])
    d.line(bl + "ID confirmed: wristband + {m} ID {v}", m={"palm": "palm-vein", "finger": "fingerprint"}[bk],
           v=(ids.bioid(rng, bk), "BIOID"))
    d.line(bl + "Bloods incl. crossmatch sample {s}; SARS-CoV-2 PCR", s=(ids.ref_no(rng, k.date.year, "XM"), "IDNUM"))
    d.line(bl + "Virtual crossmatch {x}", x=rng.choice(["negative", "negative - no DSA", "positive (DQ7, MFI 3200) - discuss"]))
    d.line(bl + "K+ {k}, {x}", k="%.1f" % (rng.randrange(38, 64) / 10), x=rng.choice(["dialysis not needed", "for pre-op HD", "ECG no changes"]))
    d.line()
    b = C.person(rng)
    d.f("Back-up recipient: ")
    d.add(B.pt(rng, b, rng.choice(["full", "LASTFIRST"])))
    d.line(" ({ml} {m}) - {x}", ml=mrn_label(rng, c), m=(ids.mrn(rng, c), "MRN"),
           x=rng.choice(["called in as standby", "not called, on hold", "stood down at 06:10"]))
    d.f("Recorded by: ")
    d.add(B.sn(rng, k.coord2, rng.choice(["full", "titlefull"])))
    d.line(", transplant coordinator (user {u}, tel {p})", u=(k.coord2.user, "USERNAME"), p=(ids.phone(rng, c, "land"), "PHONE"))
