"""Own genres: coroner / medical examiner liaison note; donor family-recipient
correspondence screening record."""

import bits as B
import case as C
import ids
import pools_places as PP
from g_referral import ptline

ROADS = {"UK": ["A64", "M62", "A1(M)", "A38", "M6", "A470", "B6265"],
         "US": ["I-70", "US-30", "State Route 9", "I-35", "County Road 12"],
         "CA": ["Highway 401", "Highway 16", "Trans-Canada Highway", "Highway 11"],
         "AU": ["Hume Highway", "Bruce Highway", "Princes Highway", "Midland Highway"],
         "IE": ["N17", "M7", "R445", "N25"],
         "NZ": ["State Highway 1", "State Highway 2", "SH29", "Desert Road"]}


def coroner(rng, k, d):
    c = k.c
    me = c in ("US", "CA")
    auth = "Medical Examiner" if me else "Coroner"
    d.line(rng.choice(["%s LIAISON NOTE" % auth.upper(), "%s referral & consent for donation" % auth,
                       "Liaison with %s - donation" % auth]))
    ptline(rng, k, d)
    d.line("Donor ID: {di}   Date: {dt}   Time of call: {t}", di=(k.donor_id, "IDNUM"),
           dt=k.d(k.date, B.dstyle(rng, k)), t=B.tm(rng))
    d.line()
    off = C.person(rng)
    reg = k.addr["region"][0]
    d.f("Spoke with: ")
    if me:
        d.add(C.nm(rng, off, "FAMILY", "full"))
        d.f(", death investigator, ")
        d.add((rng.choice(PP.TOWNS[c]), "CITY"))
        d.f(" County Medical Examiner's Office")
    else:
        d.add(C.nm(rng, off, "FAMILY", rng.choice(["full", "titlefull"])))
        d.f(", coroner's officer for ")
        d.add((reg if k.addr["region"][2] == "CITY" else k.addr["town"], "CITY"))
    d.line(" - {p}", p=(ids.phone(rng, c, "ext"), "PHONE"))
    if c in ("US", "CA", "IE", "NZ") and rng.random() < 0.7:
        d.line("{sl} (for death registration): {sv}", sl=k.ssn[0], sv=(k.ssn[1], "SSN"))
    d.line("{a} ref: {r}   Fax for documents: {f}", a=auth, r=(ids.ref_no(rng, k.date.year, "CR"), "IDNUM"),
           f=(ids.phone(rng, c), "FAX"))
    d.line()
    d.line("CIRCUMSTANCES")
    kind = rng.randrange(4)
    when = k.d(k.adm, rng.choice(["num", "wd", "long"]))
    if kind == 0:
        d.line("RTC on the {rd} near {t} at {tm} on {dt}. Driver of {v} (reg {pl}); single vehicle.",
               rd=(rng.choice(ROADS[c]), "STREET"), t=(rng.choice(PP.TOWNS[c]), "CITY"), tm=B.tm(rng), dt=when,
               v=rng.choice(["a silver hatchback", "a motorbike", "a utility vehicle", "a pickup truck"]),
               pl=(ids.plate(rng, c), "VEHICLE"))
    elif kind == 1:
        emp = k.employer or rng.choice(PP.EMPLOYERS)
        d.line("Fall from height (approx. 4 m) at work - {e} site, {st}, {t}, on {dt}. Workplace regulator informed.",
               e=(emp, "ORGANIZATION"), st=(C.address(rng, c)["street"], "STREET"), t=(k.addr["town"], "CITY"), dt=when)
    elif kind == 2:
        d.line("Found unresponsive at home address ({st}) by {r} at {tm} on {dt}; bystander CPR, ROSC after 25 min.",
               st=(k.addr["street"], "STREET"), r=B.kin_phrase(rng, k.kin(0)), tm=B.tm(rng), dt=when)
    else:
        d.line("Assault outside {pl} on {dt}; police investigation ongoing.",
               pl=(rng.choice(["Crown and Anchor pub", "Riverside Shopping Centre", "Jubilee Park", "Kingsway Bus Station",
                               "Victoria Square", "Old Quay Car Park"]), "LOCATION_OTHER"), dt=when)
    pc = C.person(rng)
    d.f("Police: ")
    d.add([rng.choice(["PC ", "DC ", "Officer ", "Sgt ", "Detective "]), (pc.first + " " + pc.last, "FAMILY")])
    d.line(", incident log {n}", n=(ids.ref_no(rng, k.date.year, rng.choice(["LOG", "CAD", "PR"])), "IDNUM"))
    d.line()
    d.line("REQUESTS / CONDITIONS")
    bl = B.bullet(rng)
    conds = ["no objection to retrieval of all organs", "no retrieval of heart (possible cardiac contusion)",
             "photographs of external injuries before retrieval", "ante-mortem bloods retained for toxicology",
             "forensic pathologist to be informed of theatre time", "retrieval surgeon to document any abdominal injuries",
             "tissue donation deferred until after post-mortem", "clothing bagged and handed to police"]
    for x in sorted(rng.sample(conds, rng.randrange(2, 5))):
        d.line(bl + x)
    if rng.random() < 0.6:
        d.line(bl + "tox samples {s} and {s2} held in blood bank fridge", s=(ids.ref_no(rng, k.date.year, "TX"), "IDNUM"),
               s2=(ids.ref_no(rng, k.date.year, "TX"), "IDNUM"))
    pat = C.staff(rng, c, "pathologist", (k.donor.last,))
    d.f(bl + "Pathologist: ")
    d.add(B.sn(rng, pat, "titlefull"))
    d.line(" ({h}) may attend; mobile {p}", h=k.hname(k.tx[2]), p=(pat.phone, "PHONE"))
    d.line()
    who = C.person(rng)
    d.f("OUTCOME: permission given at {t} by ", t=B.tm(rng))
    if me:
        d.add(B.sn(rng, pat, "title"))
        d.line(" (ME on call).")
    else:
        d.add(["HM Coroner " if c == "UK" else "Coroner ", (who.first + " " + who.last, "FAMILY")])
        d.line(". {x}", x=rng.choice(["Post-mortem will follow retrieval.", "No post-mortem required.",
                                      "Inquest likely to be opened."]))
    d.line("Family informed of {a} involvement by {n}; {k} {x}.", a=auth.lower(), n=B.sn(rng, k.coord, "full"),
           k=B.kin_phrase(rng, k.kin(0), "first"), x=rng.choice(["understood", "upset but accepting", "asked about funeral timing"]))
    d.line("Body release: to {fd} after {x}.", fd=(rng.choice(PP.FUNERAL), "ORGANIZATION"),
           x=rng.choice(["post-mortem", "retrieval", "identification"]))
    d.f("Documented by ")
    d.add(B.sn(rng, k.coord, "fi_last"))
    d.line(", {r}, {dt} {t}", r=k.coord_role(), dt=k.d(k.date, "num"), t=B.tm(rng))


def screening(rng, k, d):
    c = k.c
    to_family = rng.random() < 0.6
    r = C.person(rng)
    ra = rng.randrange(20, 76)
    raddr = C.address(rng, c)
    rprof = C.profession(rng, c)
    remp = C.employer_for(rng, rprof) or rng.choice(PP.EMPLOYERS)
    tx_date = B.plus(k.don_date, 0)
    recv = B.plus(k.don_date, rng.randrange(60, 500))
    fam = k.kin(0)
    d.line(rng.choice(["DONOR FAMILY / RECIPIENT CORRESPONDENCE - SCREENING RECORD",
                       "Anonymous correspondence screening", "Correspondence check (donor family <-> recipient)"]))
    d.line("Correspondence ID: {i}   Received: {dt}", i=(ids.ref_no(rng, recv.year, "CORR"), "IDNUM"),
           dt=k.d(recv, B.dstyle(rng, k)))
    d.line("Direction: {x}", x="recipient -> donor family" if to_family else "donor family -> recipient")
    d.f("Recipient: ")
    d.add(B.pt(rng, r, rng.choice(["full", "LASTFIRST"])))
    d.line(" ({ml} {m}), {o} transplant {dt} at {h}", ml="MRN", m=(ids.mrn(rng, c), "MRN"),
           o=rng.choice(["kidney", "liver", "heart", "lung", "SPK"]), dt=k.d(tx_date, rng.choice(["num", "short"])),
           h=k.hname(k.tx[0]))
    d.f("Donor: {di} - family contact ", di=(k.donor_id, "IDNUM"))
    d.add(B.fam(rng, fam, "full"))
    d.line(" ({r})", r=fam.rel)
    d.line()
    d.line("IDENTIFYING CONTENT FOUND (removed before forwarding)")
    bl = B.bullet(rng)
    if to_family:
        items = [
            [bl, "signed with full name \"", C.nm(rng, r, "PATIENT", "full"), "\" -> first name only"],
            [bl, "\"we live in ", (raddr["town"], "CITY"), "\" -> removed"],
            [bl, "\"I'm back at work at ", (remp, "ORGANIZATION"), " as a ", (rprof, "PROFESSION"), "\" -> occupation kept, employer removed"],
            [bl, "date of transplant \"", k.d(tx_date, "long"), "\" -> month only"],
            [bl, "e-mail address ", (ids.email(rng, r.first, r.last), "EMAIL"), " in footer -> removed"],
            [bl, "\"the nurses on ", ((rng.choice(PP.UNIT_STEMS) + " Ward"), "HOSPITAL"), " were amazing\" -> ward name removed"],
            [bl, "\"my ", (str(ra), "AGE"), "th birthday\" -> kept as \"my birthday\""],
            [bl, "photo of grandchildren outside ", (rng.choice(["Jubilee Park", "Kingsway Clock Tower", "Millennium Fountain"]), "LOCATION_OTHER"),
             " -> not forwarded"],
        ]
    else:
        items = [
            [bl, "donor's full name \"", C.nm(rng, k.donor, "PATIENT", "full"), "\" -> first name kept"],
            [bl, "family surname \"", (fam.last, "FAMILY"), "\" in sign-off -> removed"],
            [bl, "home town ", (k.addr["town"], "CITY"), " -> removed"],
            [bl, "\"", C.nm(rng, k.donor, "PATIENT", "first"), " worked as a ", (k.prof or "teacher", "PROFESSION"),
             " at ", (k.employer or rng.choice(PP.EMPLOYERS), "ORGANIZATION"), "\" -> employer removed"],
            [bl, "date of death ", k.d(k.date, "long"), " -> removed"],
            [bl, "mobile number ", (fam.phone, "PHONE"), " -> removed (contact via service only)"],
            [bl, "funeral notice naming ", (rng.choice(PP.FUNERAL), "ORGANIZATION"), " -> not forwarded"],
            [bl, "\"", C.nm(rng, k.donor, "PATIENT", "first"), " was only ", (str(k.age), "AGE"), "\" -> kept (family wish, agreed)"],
        ]
    for it in [items[i] for i in sorted(rng.sample(range(len(items)), rng.randrange(4, 7)))]:
        d.add(it)
        d.line()
    d.line()
    d.line("Content check: {x}", x=rng.choice(["appropriate, warm tone", "mentions medical details - kept general",
                                              "religious content - acceptable", "asks to meet - explained process"]))
    d.line("Excerpt (after edit): \"{x}\"", x=rng.choice([
        "Dear donor family, there isn't a day that goes by that I don't think of you.",
        "To the person who received our dad's kidney - we hope you are well.",
        "I was able to walk my daughter down the aisle this summer because of your gift.",
        "Thank you is such a small word for what you have given me."]))
    d.line()
    out = B.plus(recv, rng.randrange(3, 20))
    d.f("Screened by ")
    d.add(B.sn(rng, k.coord, "full"))
    d.f(" ({r}) on ", r=k.coord_role())
    d.add(k.d(B.plus(recv, rng.randrange(1, 3)), B.dstyle(rng, k)))
    d.f("; second check ")
    d.add(B.sn(rng, k.coord2, "fi_last"))
    d.line()
    if to_family:
        d.f("Forwarded {dt} by post to ", dt=k.d(out, B.dstyle(rng, k)))
        d.add(B.fam(rng, fam, rng.choice(["full", "titlefull"])))
        d.f(", ")
        d.add(C.addr_pieces(rng, c, k.addr))
        d.line()
    else:
        d.f("Forwarded {dt} to recipient centre (", dt=k.d(out, B.dstyle(rng, k)))
        d.add(k.hname(k.tx[0]))
        d.line(") for hand delivery at clinic.")
    d.line("Logged in correspondence register by {u}.", u=(k.coord.user, "USERNAME"))
