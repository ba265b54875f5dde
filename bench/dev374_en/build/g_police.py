"""g_police.py -- genres: police liaison record; strategy discussion / case
conference minutes (own addition); 24-hour helpline call log (own addition)."""
import core
from core import add_days, digits, letters
from blocks import tm, ex, sarc_h, officer, force_piece, room, prof_piece


def police_liaison(c, N):
    r = c.r
    pt = c.pt
    o, o2 = c.oic, c.off2
    s = c.suspect
    N.add(r.choice(["POLICE LIAISON RECORD", "Police Contact Log", "LIAISON WITH POLICE / OIC -- running record"]), "\n")
    N.add(sarc_h(c), "   Case: ", (c.sarc_no, "IDNUM"), "   ", c.V["crime"], ": ", (c.crime, "IDNUM"), "\n")
    N.add("Client: ", c.nm(pt, r.choice(["LF", "full", "ini"])), "   DOB: ", c.D(pt.dob), "\n")
    N.add("OIC: ", officer(c, o, 0), ", ", force_piece(c), "   Tel: ", (o.phone, "PHONE"), "   Email: ", (o.email, "EMAIL"), "\n")
    if r.random() < 0.5:
        N.add("SOIT/STO officer: ", officer(c, o2, r.choice([0, 3])), "   Mobile: ", (o2.phone, "PHONE"), "\n")
    N.add("\n")
    d = c.incident
    staff = [c.cw, c.admin, c.examiner, c.nurse2]
    entries = []
    entries.append(lambda: N.add("Call from ", officer(c, o, 2), ": requesting FME for ", c.nm(pt, "tl"), ", ",
                                 c.age_phrase(), ", reported ", r.choice(["rape", "sexual assault", "assault by penetration"]),
                                 " at ", (c.venue, "LOCATION_OTHER"), ". Client currently at ", (c.station, "LOCATION_OTHER"), "."))
    if s.known:
        entries.append(lambda: N.add("OIC update: suspect ", c.nm(s, r.choice(["full", "LFC"])), ", ", (str(s.age), "AGE"),
                                     ", arrested ", tm(c), " and in custody at ", (c.fill("{t} Custody Suite"), "LOCATION_OTHER"),
                                     ". Suspect sample to be taken by custody HCP; ", r.choice(["vehicle ", "car "]),
                                     (s.vreg, "VEHICLE"), " seized for forensic examination."))
        if s.prof:
            entries.append(lambda: N.add("OIC advises suspect works as a ", (s.prof, "PROFESSION"), " at ",
                                         (c.fill(r.choice(["{w} Logistics", "{t} Taxis", "{w} Security Ltd", "{t} Leisure Centre"])),
                                          "ORGANIZATION"), " -- employer not to be contacted by SARC."))
    else:
        entries.append(lambda: N.add("OIC: CCTV being reviewed from ", (c.fill("{t} Bus Station"), "LOCATION_OTHER"),
                                     "; suspect not yet identified. Possible ", r.choice(["private hire vehicle", "dark hatchback"]),
                                     " reg partial ", (s.vreg[:4].rstrip("- "), "VEHICLE"), "."))
    entries.append(lambda: N.add("Exhibits ", ex(c, 1), "-", ex(c, r.randrange(4, 9)), " handed to ", officer(c, o2, 1),
                                 " at ", tm(c), "; continuity signed. Seals intact."))
    if not c.child or pt.age >= 12:
        entries.append(lambda: N.add("Client's mobile (IMEI ", (c.imei, "DEVICE"), ") handed to OIC for download with client's consent; ",
                                     "client has temporary handset, new number ", (c.phone_new("mobile"), "PHONE"), "."))
    else:
        entries.append(lambda: N.add("Tablet belonging to household (serial ", (letters(r, 4) + digits(r, 8), "DEVICE"),
                                     ") seized by OIC -- ", c.family[0].rel, " consented."))
    entries.append(lambda: N.add(r.choice(["ABE", "Forensic", "VRI"]), " interview booked ", c.D(add_days(state["d"], r.randrange(1, 10))),
                                 " at ", (c.fill("{w} Suite"), "LOCATION_OTHER"), "; ", c.V["adv"], " ", c.nm(c.isva, "first"), " to attend."))
    entries.append(lambda: N.add("OIC emailed (", (o.email, "EMAIL"), ") requesting statement from examiner -- forwarded to ",
                                 c.nm(c.examiner, "tl"), "."))
    entries.append(lambda: N.add(r.choice(["Update: ", "OIC phoned: "]), r.choice([
        "file passed to " + c.V["cps"] + " for charging advice.", "suspect released on bail with conditions not to contact client.",
        "suspect charged; first hearing at ", "no further action -- evidential threshold not met; client informed by OIC."])))
    n = r.randrange(4, len(entries) + 1)
    idx = sorted(r.sample(range(len(entries)), n))
    if 0 not in idx:
        idx = [0] + idx[:-1]
    N.add("Date       Time    Entry\n")
    state = {"d": d}
    for k, i in enumerate(idx):
        if k:
            d = add_days(d, r.choice([0, 0, 1, 2, 5]))
            state["d"] = d
        N.add(c.D(d), "  ", tm(c), "  ")
        entries[i]()
        if N.buf[-1].endswith("first hearing at "):
            N.add((c.fill("{t} Magistrates' Court"), "LOCATION_OTHER"), " on ", c.D(add_days(d, r.randrange(1, 30))), ".")
        st = r.choice(staff)
        N.add("  -- ", c.nm(st, r.choice(["ini2", "first", "fi_last"])), "\n")
    if r.random() < 0.4:
        N.add("\nInformation shared with police under: client's written consent (", c.D(c.exam), "). ",
              "No intimate images shared.\n")


def strategy_meeting(c, N):
    r = c.r
    pt = c.pt
    child = c.child
    chair = c.person(r.choice("FM"), "FAMILY")
    if child:
        N.add(r.choice(["STRATEGY DISCUSSION -- MINUTES", "Child Protection Strategy Meeting: Record",
                        "Multi-agency strategy discussion (record of)"]), "\n")
        if c.cc == "GB":
            N.add("Held under Working Together to Safeguard Children guidance; ", c.V["law"][1], "\n")
    else:
        N.add(r.choice(["MARAC -- CASE DISCUSSION MINUTES", "MARAC minutes (sexual violence case)"] if c.cc == "GB" else
                       ["High-Risk Case Conference -- minutes", "Multi-agency risk meeting (sexual violence)"]), "\n")
        csp = c.fill(r.choice(["{t} Community Safety Partnership", "{t} Family Safety Network", "{w} Safety Hub"]))
    md = add_days(c.exam, r.randrange(0, 4))
    N.add("Date: ", c.D(md), "   Time: ", tm(c, r.randrange(9, 16), 0), " - ", tm(c, r.randrange(16, 18), 0),
          "   Venue: ", r.choice([["MS Teams"], [(c.fill("{t} Civic Centre"), "LOCATION_OTHER"), ", Room ",
                                                 (str(r.randrange(1, 40)), "LOCATION_OTHER")], ["telephone conference"]]), "\n")
    if child:
        N.add("Chair: ", c.nm(chair, "full"), " (Team Manager, ", (c.la, "ORGANIZATION"), ")\n\n")
    else:
        N.add("Chair: ", c.nm(chair, "full"), " (Coordinator, ", (csp, "ORGANIZATION"), ")\n\n")
    N.add("ATTENDEES\n")
    rows = [
        [c.nm(c.sw, "full"), " | ", c.V["sw"][0].upper() + c.V["sw"][1:], " | ", (c.la, "ORGANIZATION")] if child else
        [c.nm(c.sw, "full"), " | Domestic and sexual abuse caseworker | ", (csp, "ORGANIZATION")],
        [officer(c, c.oic, r.choice([0, 2])), " | OIC | ", force_piece(c)],
        [c.nm(c.examiner, "tfl"), " | ", c.examiner.role, " | ", sarc_h(c)],
    ]
    if child:
        teacher = c.person(r.choice("FM"), "FAMILY")
        rows.append([c.nm(c.paed, "tfl"), " | ", c.paed.role, " | ", (c.ed_hosp, "HOSPITAL")])
        rows.append([c.nm(teacher, "tfl" if r.random() < 0.5 else "full"), " | Designated Safeguarding Lead | ",
                     (c.school, "ORGANIZATION")])
    else:
        rows.append([c.nm(c.isva, "full"), " | ", c.V["adv"], " | ", (c.isva_org, "ORGANIZATION")])
        hous = c.person(r.choice("FM"), "FAMILY")
        rows.append([c.nm(hous, "full"), " | Housing officer | ", (c.fill("{t} Housing Association"), "ORGANIZATION")])
    for row in rows:
        N.add("- ", row, "\n")
    N.add("Apologies: ", c.nm(c.gp, "tl"), " (", c.V["gp"], ") -- report submitted\n")
    N.add("Minutes: ", c.nm(c.person("F", "FAMILY"), "full"), " (business support)\n\n")
    N.add("SUBJECT: ", c.nm(pt, r.choice(["full", "LFC"])), ", DOB ", c.D(pt.dob), " (", (str(pt.age), "AGE"), "), ",
          c.addr(pt.addr, parts=("street", "town")), "\n")
    if child:
        for f in c.family:
            N.add("  ", f.rel.capitalize(), ": ", c.nm(f, "full"), ", ", (str(f.age), "AGE"))
            if getattr(f, "prof", None) and r.random() < 0.5:
                N.add(", ", prof_piece(f))
            N.add("\n")
    N.add("\nINFORMATION SHARED\n")
    N.add("Police: ", r.choice(["allegation received ", "disclosure made "]), c.D(c.incident), "; ")
    if c.suspect.known:
        N.add("alleged perpetrator ", c.nm(c.suspect, "full"), " (", c.suspect.rel, ") ",
              r.choice(["arrested, bailed to address in ", "not yet spoken to, lives in ", "previous similar allegation (NFA), lives in "]),
              (c.town_name(), "CITY"), ". ")
    else:
        N.add("perpetrator unidentified. ")
    N.add(c.V["crime"], " ", (c.crime, "IDNUM"), ".\n")
    N.add("Health: examined at ", sarc_h(c), " on ", c.D(c.exam), " -- ", r.choice(["findings consistent with history",
                                                                                 "no injuries (does not exclude abuse)",
                                                                                 "healed injury noted", "STI screen pending"]), ".\n")
    if child:
        N.add("School: attendance ", str(r.randrange(62, 99)), "%; ", r.choice(["recent change in behaviour", "no concerns previously",
                                                                                 "disclosure made to friend", "two missing episodes"]), ".\n")
    N.add("\nDECISIONS\n")
    decisions = (["Threshold for s.47 / joint investigation met" if c.cc == "GB" else "Joint investigation to proceed",
                  "ABE interview on " if c.cc == "GB" else "Forensic interview on ",
                  "Alleged perpetrator to have no unsupervised contact with children",
                  "Child to remain at home with protective parent -- safety plan agreed"] if child else
                 ["Risk confirmed HIGH", "Sanctuary scheme referral", "Police marker on address", c.V["adv"] + " to support through court"])
    for dcs in decisions:
        N.add("- ", dcs)
        if dcs.endswith(" on "):
            N.add(c.D(add_days(md, r.randrange(1, 6))), " at ", (c.fill("{w} Suite"), "LOCATION_OTHER"))
        N.add("\n")
    N.add("\nACTIONS\n")
    N.add("Action                                   | Owner            | By\n")
    acts = [("Visit home, see child alone" if child else "Safety planning call", c.sw), ("Obtain statement from examiner", c.oic),
            ("Share " + c.V["centre"] + " report with consent", c.examiner), ("Update " + c.V["gp"], c.sw)]
    for a, who in acts:
        N.add(a.ljust(40), " | ", c.nm(who, r.choice(["ini2", "full", "fi_last"])), " | ", c.D(add_days(md, r.randrange(1, 15))), "\n")
    N.add("\nNext review: ", c.D(add_days(md, r.randrange(10, 30))), "\n")


def crisis_line_log(c, N):
    r = c.r
    pt = c.pt
    handler = c.cw
    line = c.fill(r.choice(["{t} Rape Crisis Helpline", "{w} 24/7 Support Line", "{t} Sexual Assault Crisis Line"]))
    N.add(r.choice(["CALL LOG", "Helpline Contact Record", "CRISIS LINE -- CALL RECORD"]), " -- ", (line, "ORGANIZATION"), "\n")
    cid = r.choice(["C", "HL", ""]) + digits(r, 7)
    N.add("Call ID: ", (cid, "IDNUM"), "   Start: ", c.D(c.incident), " ", tm(c), "   Duration: 00:", str(r.randrange(10, 59)), ":",
          str(r.randrange(10, 59)), "\n")
    N.add("Handler: ", c.nm(handler, r.choice(["first", "full"])), " (login ", (handler.user, "USERNAME"), ")   Extn ",
          (r.choice(["555", "5550", "5551"]) + digits(r, 1), "PHONE"), "\n")
    caller_self = r.random() < 0.6 and not (c.child and pt.age < 12)
    if caller_self:
        N.add("Caller: survivor -- gave name as ", c.nm(pt, r.choice(["first", "nick", "first"])), ", age ", (str(pt.age), "AGE"), "\n")
        N.add("CLI: ", ((pt.phone, "PHONE") if r.random() < 0.7 else "withheld"), "\n")
    else:
        f = c.family[0]
        N.add("Caller: ", f.rel, " -- ", c.nm(f, r.choice(["first", "full"])), "; calling about ", c.nm(pt, "first"), " (",
              (str(pt.age), "AGE"), ")\n")
        N.add("CLI: ", (f.phone, "PHONE"), "\n")
    N.add("\nNOTES (shorthand)\n")
    who = "c/r" if caller_self else c.family[0].rel
    N.add(who, " ", r.choice(["rang v distressed", "calm but tearful", "initially silent, then spoke", "called back after cut off"]),
          ". ", r.choice(["assaulted last night", "assaulted at weekend", "assault on "]))
    if N.buf[-1].endswith(" on "):
        N.add(c.D(c.incident, "weekday"))
    N.add(" by ", c.suspect.rel)
    if c.suspect.known and r.random() < 0.6:
        N.add(" (", c.nm(c.suspect, "first"), ")")
    N.add(", at ", r.choice([[(c.venue, "LOCATION_OTHER")], ["a flat on ", ((r.choice(["Mill", "Albion", "Cobden", "Foundry"]) + " " +
                                                                             r.choice(["Road", "Street", "Lane"])), "STREET")],
                             ["a house party in ", (c.town_name(), "CITY")]]), ". ")
    N.add(r.choice(["not reported. ", "police aware. ", "unsure re reporting. "]), r.choice([
        "showered already -- advised forensic exam still worthwhile.", "has not washed; clothes in bag.",
        "worried about pregnancy -- EC info given.", "flashbacks, not slept."]), "\n")
    N.add("Risk screen: immediate danger ", r.choice(["N", "N", "Y"]), "; injuries ", r.choice(["N", "minor", "Y -- advised " + c.V["ed"]]),
          "; SI ", r.choice(["N", "N", "passive"]), "; children in household ", r.choice(["N", "Y", "Y (2)"]), "\n")
    N.add("Options explained (report / self-referral / health only). ", c.V["emerg"], " advised if unsafe.\n")
    if r.random() < 0.75:
        N.add("Outcome: FME booked ", c.D(c.exam), " ", tm(c, r.randrange(8, 20)), " at ", sarc_h(c), " -- address given: ",
              c.addr(c.sarc["addr"]), "\n")
    else:
        N.add("Outcome: info only; ", r.choice(["will call back", "signposted to GP", "sent leaflet link "]))
        if N.buf[-1].endswith("link "):
            N.add((c.sarc["url"], "URL"))
        N.add("\n")
    N.add("Callback agreed: ", r.choice(["yes, ", "only if she calls first; ", "yes, text first to "]), ((pt.phone if caller_self else c.family[0].phone), "PHONE"), "\n")
    if r.random() < 0.5:
        N.add("Safe word: '", r.choice(["dentist", "library books", "parcel", "gym"]), "'\n")
    if r.random() < 0.6:
        d2 = add_days(c.incident, r.randrange(1, 4))
        N.add("\n", c.D(d2), " ", tm(c), " follow-up call by ", c.nm(c.isva if r.random() < 0.5 else handler, "first"), ": ",
              r.choice(["no answer, no VM left (safety).", "spoke -- attended SARC, feeling 'a bit better'.",
                        "number unobtainable.", "c/r asked for " + c.V["adv"] + " referral -- done."]), "\n")
    N.add("Logged by ", (handler.user, "USERNAME"), " from ", (core.private_ip(r), "IPADDR"), " -- ", c.D(c.incident), "\n")
