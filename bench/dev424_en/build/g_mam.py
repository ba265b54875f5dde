"""Genre: multi-agency meeting minutes (TAC, CIN, strategy, exploitation panel)."""
from doc import Phi
import blocks as B
import pools_text as PT
import pools_places as PP

GENRE = "multi_agency_minutes"
PROBLEMS = ["selfharm", "depression", "trauma", "ebsa", "adhd", "eating", "asd"]
MIN_AGE = 10

MEETINGS = {
    "GB": ["Team Around the Child (TAC) meeting", "Child in Need Review", "Strategy Discussion (s47)",
           "Multi-Agency Child Exploitation (MACE) panel", "Professionals' Meeting"],
    "IE": ["Child in Care Review", "Meitheal review meeting", "Professionals' Meeting", "Child Protection Conference"],
    "AU": ["Care Team Meeting", "Interagency Case Conference", "Professionals' Meeting"],
    "NZ": ["Professionals' hui", "Family Group Conference (pre-meeting)", "Interagency case review"],
    "CA": ["Case Conference", "Integrated Care Team meeting", "Professionals' Meeting"],
}


def build(c, d, v):
    rng, cty = c.rng, c.cty
    meet = rng.choice(MEETINGS[c.code])
    chair = c.person("FAMILY")
    minute = c.person("FAMILY")
    camhs = c.staff("pract", rng.choice(["nurse", "psychologist", "social_worker"]))
    snurse = c.staff("schoolnurse", "nurse")
    pol = c.person("FAMILY")
    yj = c.person("FAMILY")
    d.w("MINUTES - {m}\nCONFIDENTIAL - not for onward disclosure without the chair's consent\n\n", m=meet)
    d.w("Child/young person: {pt} ({pt_f})   DOB: {dob}   Age: {age}\n", v)
    d.w("Address: {addr}\n", v)
    d.w("LA/agency ref: {r}   {mrn_lab}: {mrn}\n", v, r=cty.idnum("mash"))
    venue_teams = rng.random() < 0.3
    d.w("Date: {idx}   Time: {tm}   Venue: {ven}\n", v, tm=B.time(rng),
        ven="MS Teams" if venue_teams else ["Meeting Room ", Phi(str(rng.randint(1, 9)), "LOCATION_OTHER"), ", ",
                                           Phi(rng.choice(PP.BUILDINGS), "LOCATION_OTHER")])
    d.w("Chair: {ch}, {role}\nMinutes: {mn} (business support)\n\n", ch=chair.full(),
        role=rng.choice(["Independent Reviewing Officer", "Team Manager, " + "Children's Social Care",
                         "Early Help Coordinator", "Deputy Headteacher"]), mn=minute.full())
    d.add("PRESENT\n")
    d.add("%-24s %-34s %s\n" % ("Name", "Role / agency", "Contact"))
    rows = [
        ([v["carer"]], v["Crel"], [v["carer_mob"]]),
        ([v["sw"]], ["Social Worker, ", v["council"]], [cty.phone("mobile")]),
        ([camhs.full()], [camhs.job + ", ", v["team"]], [camhs.email(rng)]),
        ([v["senco"]], ["SENCo / DSL, ", v["school"]], [v["school_tel"]]),
        ([snurse.full()], "School Nurse", [cty.phone("ext")]),
    ]
    if rng.random() < 0.6:
        rows.append(([pol.formal_full() if False else ["DC ", pol.full()]], ["Exploitation Team, ", v["police"]],
                     [pol.email(rng)]))
    if rng.random() < 0.4:
        rows.append(([yj.full()], "Youth Justice Worker", [cty.phone("mobile")]))
    if rng.random() < 0.4:
        rows.append(([v["pt_f"]], "Young person (first 20 mins)", ["-"]))
    for name, role, contact in rows:
        d.w("{n}", n=name)
        d.add(" | ")
        d.w("{r}", r=role)
        d.add(" | ")
        d.w("{ct}\n", ct=contact)
    d.w("\nAPOLOGIES: {gp_formal} ({gpw}) - report submitted; {crel2}\n\n", v)
    d.add("1. PURPOSE\n")
    d.add(rng.choice(["To review the Child in Need plan and progress against actions.",
                      "To share information following the incident on the weekend and agree a safety plan.",
                      "To consider exploitation risk and agree a disruption plan.",
                      "To plan support for a return to education."]) + "\n\n")
    d.add("2. AGENCY UPDATES\n")
    d.w("Education ({school}): ", v)
    d.add("attendance %d%%; %s\n" % (rng.randint(20, 92), rng.choice([
        "two fixed-term suspensions this term", "on reduced timetable", "engaging well with mentor",
        "missing from lessons, found off site twice"])))
    d.w("CAMHS ({n}): ", n=camhs.f())
    d.w(rng.choice(PT.REASON[c.problem]) + "\n", v)
    d.w("Social care ({sw_f}): ", v)
    d.add(rng.choice(["Home conditions improved. Mum engaging with parenting support.",
                      "Concern about supervision at weekends; YP going missing overnight (3 episodes).",
                      "Assessment completed; CIN plan to continue.", "Sibling also now open to Early Help."]) + "\n")
    if any(r[1] == "Youth Justice Worker" for r in rows) or rng.random() < 0.5:
        d.w("Police: missing episode on {dt} - found in {t} ({ref}). ", v, dt=c.rel(-rng.randint(3, 30)),
            t=Phi(rng.choice(PP.TOWNS[c.code])[0], "CITY"), ref=cty.idnum("police"))
        d.w(rng.choice(["Seen getting into a {car} reg {pl} driven by an older male. ",
                        "Vehicle of interest: {car}, {pl}; registered keeper known to police. ",
                        "Dropped off by taxi (reg {pl}) at 02:10. "]), car=rng.choice(
            ["silver Vauxhall Corsa", "black BMW 1 Series", "white Transit van", "grey Toyota Aqua",
             "red Mazda 3", "dark Ford Focus"]), pl=cty.plate())
        if rng.random() < 0.5:
            d.w("Arrested {dt2} for possession; biometrics taken in custody (fingerprint ref {b}). ",
                dt2=c.rel(-rng.randint(5, 60)), b=cty.bioid("custody"))
        if rng.random() < 0.4:
            d.w("Phone seized (IMEI {im}) - download pending. ", im=cty.device("imei"))
        d.add("\n")
    d.w("Health: {x}\n", v, x=rng.choice([["School nurse (", snurse.f(), ") - sexual health appointment offered."],
                                          ["GP report: attended ", v["practice"], " twice with headaches."],
                                          "Immunisations up to date.", "Dental check overdue."]))
    s = cty.ssn()
    if s and rng.random() < 0.9:
        d.w("Finances/benefits: {Crel}'s {lab} {val} - {x}.\n", v, lab=s[0], val=Phi(s[1], "SSN"),
            x=rng.choice(["carer payment application supported", "benefit sanction under review",
                          "hardship grant approved", "housing application linked"]))
    d.add("\n3. ANALYSIS (Signs of Safety)\n")
    d.add("What's working well: %s\n" % rng.choice(["strong relationship with mentor", "mum's engagement",
                                                    "YP attending CAMHS", "grandparents' support"]))
    d.add("What are we worried about: %s\n" % rng.choice(["going missing, older associates", "self-harm escalation",
                                                         "non-attendance", "exposure to DV"]))
    d.add("Scaling (0-10, 10 = safe enough to close): professionals %d, family %d\n\n" % (
        rng.randint(2, 6), rng.randint(4, 8)))
    d.add("4. ACTIONS\n")
    acts = [("Update safety plan and share", camhs.f()), ("Complete exploitation screening tool", v["sw_f"]),
            ("Referral to youth service / mentor", yj.full()), ("Attendance plan and review", v["senco"]),
            ("Disruption: notice to vehicle keeper", ["DC ", pol.l()]),
            ("Carer's assessment", v["sw_f"]), ("Send minutes to all attendees", minute.f())]
    for i, (a, who) in enumerate(rng.sample(acts, rng.randint(3, 6))):
        d.w("%d. %s - {w} - by {dt}\n" % (i + 1, a), w=who, dt=c.rel(rng.randint(5, 30)))
    d.w("\nNext meeting: {dt} {tm}, {ven}\n", dt=c.rel(rng.choice([28, 42, 56]), rng.choice([None, "wd_long"])),
        tm=B.time(rng), ven=rng.choice(["MS Teams", v["school"], v["base"]]))
    d.w("Minutes approved by chair {dt}\n", dt=c.rel(rng.randint(2, 10)))
