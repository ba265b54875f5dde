"""Genres: post-donation family letter; incident review."""

import bits as B
import case as C
import ids
import pools_places as PP

OUTCOME = {"kidney": ["had been on dialysis for six years", "no longer needs dialysis"],
           "liver": ["was very unwell in hospital", "had liver failure caused by a rare condition"],
           "heart": ["was told there was no other option", "had been living with a heart pump"],
           "lungs": ["had cystic fibrosis", "could barely walk across a room"],
           "pancreas": ["has had diabetes since childhood", "no longer needs insulin"],
           "corneas": ["can now see clearly again", "had been losing sight in one eye"]}

GARDENS = ["Harbour Memorial Gardens", "Riverside Peace Garden", "Cathedral Close", "Lakeside Rotunda",
           "Town Hall Winter Garden", "Botanic Gardens Pavilion", "Quayside Chapel of Rest"]


def letterhead(rng, k, d):
    d.line("{o}", o=(k.org, "ORGANIZATION"))
    oa = C.address(rng, k.c)
    d.add(C.addr_pieces(rng, k.c, oa, full=False))
    d.line()
    d.line("Tel {p} | Fax {f}", p=(ids.phone(rng, k.c), "PHONE"), f=(ids.phone(rng, k.c), "FAX"))
    d.line("{e} | {u}", e=(ids.email(rng, "", "", org=True, box=rng.choice(["donorfamily", "family.aftercare", "snod.team"])),
                           "EMAIL"), u=(ids.url(rng), "URL"))
    d.line()


def family_letter(rng, k, d):
    c, dn = k.c, k.donor
    kn = k.kin(0)
    he, his, him = ("he", "his", "him") if dn.sex == "M" else ("she", "her", "her")
    ld = B.plus(k.don_date, rng.randrange(14, 70))
    letterhead(rng, k, d)
    d.line("{dt}", dt=k.d(ld, rng.choice(["long", "long", "num"])))
    d.line()
    d.line(rng.choice(["PRIVATE AND CONFIDENTIAL", "Private & Confidential", ""]))
    t = kn.title(rng)
    d.add([t + " ", (kn.first + " " + kn.last, "FAMILY")] if rng.random() < 0.6 else [(kn.first + " " + kn.last, "FAMILY")])
    d.line()
    fa = k.addr if rng.random() < 0.7 else C.address(rng, c)
    d.add((fa["street"], "STREET"), "\n", (fa["town"], "CITY"), "\n")
    if c in ("US", "CA", "AU"):
        rg = fa["region"]
        d.add((rg[1] or rg[0], "STATE"), " ")
    d.line("{z}", z=(fa["zip"], "ZIP"))
    d.line()
    d.line("Dear {n},", n=[t + " ", (kn.last, "FAMILY")] if rng.random() < 0.4 else (kn.first, "FAMILY"))
    d.line()
    d.f("I am writing on behalf of everyone at ")
    d.add((k.org, "ORGANIZATION"))
    d.f(" to thank you and your family for supporting ")
    d.add(B.pt(rng, dn, "first"))
    d.f("'s decision to be an organ donor on ")
    d.add(k.d(k.don_date, rng.choice(["long", "wd", "daymonth"])))
    d.f(" at ")
    d.add(k.hname(k.hosp, abbr_ok=False))
    d.line(". I hope you are all coping as well as can be expected.")
    d.line()
    if k.prof:
        d.f("I remember how proud you all were of ")
        d.add(B.pt(rng, dn, "first"))
        d.line(" - of {his} years as a {p}, {his} love of {h}, and the way {he} looked after everyone.",
               his=his, p=(k.prof, "PROFESSION"), h=k.hobby, he=he)
        d.line()
    d.line("I can now share some information about the people who have been helped:")
    d.line()
    allo = ["liver", "left kidney", "right kidney", "heart", "lungs", "pancreas", "corneas"]
    organs = sorted(rng.sample(range(len(allo)), rng.randrange(2, 5)))
    for i in organs:
        o = allo[i]
        sx = rng.choice(["man", "woman"])
        pr = "his" if sx == "man" else "her"
        ag = rng.randrange(19, 75)
        d.add("- ")
        d.add(B.pt(rng, dn, "first"))
        d.f("'s {o} {w} transplanted into a {sx} in {pr} ", o=o, w="were" if o in ("lungs", "corneas") else "was", sx=sx, pr=pr)
        d.add(B.decade(rng, ag))
        d.line(" who {x}.", x=rng.choice(OUTCOME[o.split()[-1]] + [
            "had been waiting for over three years", "had been unable to work", "is a keen gardener",
            "has a young family", "is now home and recovering well", "is making good progress"]))
    left = [o for j, o in enumerate(allo) if j not in organs and o in ("pancreas", "heart", "lungs")]
    if left and rng.random() < 0.4:
        o = rng.choice(left)
        d.line("- Unfortunately the {o} could not be transplanted; with your consent {it} used for research.",
               o=o, it="they were" if o == "lungs" else "it was")
    d.line()
    d.line("If you would like to write to any of the recipients, I would be very happy to help. Please use "
           "first names only and do not include your address, town or the name of the hospital.")
    d.line()
    gd = B.plus(ld, rng.randrange(30, 200))
    d.line("Our annual service of thanksgiving will be held on {dt} at the {g} in {t}. You would be very welcome.",
           dt=k.d(gd, rng.choice(["wd", "long", "daymonth"])), g=(rng.choice(GARDENS), "LOCATION_OTHER"),
           t=(rng.choice(PP.TOWNS[c]), "CITY"))
    d.line("You can also visit {u} for bereavement support.", u=(ids.url(rng), "URL"))
    if rng.random() < 0.5:
        d.line("{dn}'s name will be added to the book of remembrance unless you tell me otherwise.",
               dn=B.pt(rng, dn, "full"))
    d.line()
    d.line(rng.choice(["With kind regards", "Yours sincerely", "With warmest wishes", "Kind regards"]) + ",")
    d.line()
    d.add(B.sn(rng, k.coord, rng.choice(["full", "full"])))
    d.line()
    d.line("{r}, {o}", r={"UK": "Specialist Nurse - Organ Donation", "US": "Family Aftercare Coordinator",
                         "CA": "Donor Family Support Coordinator", "AU": "Donor Family Support Coordinator",
                         "IE": "Organ Donor Nurse Manager", "NZ": "Donor Family Liaison"}[c], o=(k.org, "ORGANIZATION"))
    d.line("Direct line {p} | Mobile {m}", p=(ids.phone(rng, c, "ext"), "PHONE"), m=(k.coord.phone, "PHONE"))
    d.line("{e}", e=(k.coord.email, "EMAIL"))
    if rng.random() < 0.4:
        d.f("cc: ")
        d.add(B.C.nm(rng, k.gp, "DOCTOR", "title", title="Dr"))
        d.line(", {p}", p=(k.gp_practice, "HOSPITAL"))


INCIDENTS = [
    ("Organ transport delay", "Kidney box collected {} late; courier sent to wrong entrance.", "no harm"),
    ("Labelling error", "Left and right kidney labels transposed on the outer box; identified at recipient centre.", "near miss"),
    ("Sample mislabelled", "HLA sample labelled with another patient's {}; typing repeated.", "near miss"),
    ("Missed call-in", "Primary recipient not reached; mobile number on file out of date.", "low harm"),
    ("Information governance", "Donor family letter e-mailed to wrong recipient address.", "moderate"),
    ("Cold ischaemic time exceeded", "CIT reached 27 h after flight cancellation; kidney discarded.", "moderate"),
    ("Temperature excursion", "Logger showed 11 C for 40 min during transfer; organ assessed and used.", "no harm"),
]


def incident_review(rng, k, d):
    c = k.c
    cat, summ, sev = INCIDENTS[rng.randrange(len(INCIDENTS))]
    inc_d = k.date
    d.line(rng.choice(["INCIDENT REVIEW", "Patient Safety Incident - Review Report", "INCIDENT INVESTIGATION SUMMARY",
                       "Serious Incident Review (concise)"]))
    d.line("Incident ref: {r}   System: {s} {s2}", r=(ids.ref_no(rng, inc_d.year, "INC"), "IDNUM"),
           s=rng.choice(["Datix", "SafeReport", "RL6", "RiskMan"]), s2=(ids.dg(rng, 6), "IDNUM"))
    d.line("Date of incident: {a}   Reported: {b}   Review meeting: {m}", a=k.d(inc_d, B.dstyle(rng, k)),
           b=k.d(B.plus(inc_d, rng.randrange(0, 3)), B.dstyle(rng, k)), m=k.d(B.plus(inc_d, rng.randrange(7, 40)), B.dstyle(rng, k)))
    d.f("Location: ")
    d.add(k.hname(k.hosp))
    d.line(", {w} {n}", w=k.theatre_word(), n=(k.theatre, "LOCATION_OTHER"))
    d.line("Category: {c}   Severity: {s}", c=k.L(cat), s=sev)
    d.line()
    d.line("PEOPLE")
    d.f("Donor: {di} (", di=(k.donor_id, "IDNUM"))
    d.add(B.pt(rng, k.donor, rng.choice(["initials", "inits", "full"])))
    d.line(")")
    r = C.person(rng)
    d.f("Recipient: ")
    d.add(B.pt(rng, r, rng.choice(["full", "LASTFIRST", "initials"])))
    d.line(", {ml} {m}", ml="MRN", m=(ids.mrn(rng, c), "MRN"))
    d.f("Staff: ")
    d.add(B.sn(rng, k.coord, "full"))
    d.f(" ({x}); ", x=k.coord_role())
    d.add(B.sn(rng, k.surg, "title"))
    d.f(" (retrieval surgeon); ")
    d.add(B.sn(rng, k.nurse, "full"))
    d.line(" (scrub nurse)")
    d.line()
    d.line("SUMMARY")
    d.line(k.L(summ.format(rng.choice(["90 min", "2 h", "45 min"]) if "late" in summ else "name")))
    d.f("The issue was first noticed by ")
    d.add(B.sn(rng, k.coord2, "full"))
    d.f(" at ")
    d.add(k.hname(k.tx[0]))
    d.line(", who escalated to the on-call manager. {x}", x=rng.choice([
        "No patient harm resulted.", "The recipient's operation was delayed by 3 hours.",
        "The family were informed under duty of candour.", "The organ was subsequently transplanted successfully."]))
    d.line("Interviews held with {n} staff; statements filed under {r}.", n=rng.randrange(3, 8),
           r=(ids.ref_no(rng, inc_d.year, "ST"), "IDNUM"))
    d.line()
    d.line("TIMELINE")
    h = rng.randrange(0, 20)
    evs = ["Cross-clamp", "Organ packed and labelled", "Courier booked", "Courier arrived",
           "Box received at recipient centre", "Discrepancy identified", "Hub informed",
           "Recipient anaesthetised", "Organ re-inspected by surgeon"]
    for j in sorted(rng.sample(range(len(evs)), rng.randrange(4, 7))):
        ev = evs[j]
        h += rng.randrange(0, 3)
        d.line("{t}  {e}", t="%02d:%02d" % (h % 24, rng.randrange(60)), e=ev)
    d.line()
    d.line("AUDIT TRAIL (extract)")
    for t_ in sorted(B.tm(rng) for i in range(rng.randrange(2, 5))):
        s = rng.choice([k.coord, k.coord2, k.hub, k.sci])
        d.line("  {dt} {t}  user {u}  {ip}  {a}", dt=k.d(inc_d, "iso"), t=t_, u=(s.user, "USERNAME"),
               ip=(ids.ip(rng), "IPADDR"), a=rng.choice(["viewed donor record", "printed labels", "exported HLA report",
                                                        "edited recipient contact", "sent e-mail", "login"]))
    if rng.random() < 0.7:
        d.line("  Organ store door: fingerprint template {b} ({n})", b=(ids.bioid(rng, "finger"), "BIOID"),
               n=B.sn(rng, k.nurse, "fi_last"))
    if "transport" in cat.lower() or "temperature" in cat.lower() or rng.random() < 0.3:
        d.line("  Vehicle {pl} GPS log; logger {lg}", pl=(ids.plate(rng, c), "VEHICLE"), lg=(ids.serial(rng), "DEVICE"))
    d.line()
    d.line("CONTRIBUTING FACTORS")
    bl = B.bullet(rng)
    for f in rng.sample(["night-time staffing", "verbal handover only", "two donors in region simultaneously",
                         "label printer fault", "unfamiliar site", "contact details not re-verified since listing",
                         "no read-back of organ laterality", "fatigue (coordinator on shift 14 h)"], 3):
        d.line(bl + f)
    d.line()
    d.line("ACTIONS")
    for a in rng.sample(["Laterality read-back added to packing checklist", "Recipient contact details verified monthly",
                         "Share learning at regional governance meeting", "Courier SLA reviewed",
                         "Secure e-mail only for family correspondence"], 2):
        o = C.person(rng)
        d.f(bl + "{a} - owner ", a=a)
        d.add(C.nm(rng, o, "DOCTOR", rng.choice(["full", "fi_last"])))
        d.line(", due {dt}", dt=k.d(B.plus(inc_d, rng.randrange(30, 120)), rng.choice(["monthyear", "num", "short"])))
    d.line()
    if rng.random() < 0.6:
        kn = k.kin(0)
        d.f("Duty of candour: ")
        d.add(B.kin_phrase(rng, kn, "full"))
        d.line(" informed by telephone {dt}; letter sent.", dt=k.d(B.plus(inc_d, rng.randrange(1, 10)), B.dstyle(rng, k)))
    d.f("Reviewed by: ")
    d.add(B.sn(rng, k.cons, "titlefull"))
    d.f(" and ")
    d.add(B.sn(rng, k.coord2, "full"))
    d.line()
