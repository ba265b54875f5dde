"""Genres: social work, case management / housing, group therapy."""
import phi
import neg
import blocks as B
import pools as P
from phi import M
from people import Person


def _kids(c):
    r = c.r
    out = []
    for _ in range(r.randrange(1, 4)):
        k = Person(r, last=c.pt.last if r.random() < .6 else None)
        a = r.randrange(1, max(2, min(18, c.age - 16)))
        out.append(r.choice([f"{M('FAMILY', k.first)} ({M('AGE', a)})", f"{M('FAMILY', k.fmt('full'))}, age {M('AGE', a)}",
                             f"{M('FAMILY', k.first)}, {M('AGE', a)} y/o"]))
    return out


def social_work(c):
    r = c.r
    hosp = r.random() < .6
    L = [M("HOSPITAL", c.hosp) if hosp else M("HOSPITAL", c.clinic)]
    L.append(r.choice(["SOCIAL WORK PSYCHOSOCIAL ASSESSMENT", "Social Work Progress Note", "SW Discharge Planning Note",
                       "Clinical Social Work Note"]))
    L += B.demo(c, ["name", "dob", "mrn"] + r.sample(["acct", "ins", "addr", "phone", "ssn", "date"], 3), style=r.choice(["pipe", "two", "kv"]))
    if hosp:
        L.append(f"Unit: {M('HOSPITAL', c.unit)}  Room {M('LOCATION_OTHER', c.room)}   Attending: {c.md.dr(r)}")
    L.append("")
    rel0, n0 = c.rel(0, "full")
    cps = Person(r)
    L += ["REASON FOR REFERRAL: " + r.choice(["discharge planning; no stable housing", "financial strain, unable to afford meds",
                                              "child welfare involvement", "caregiver stress", "intimate partner violence screening positive",
                                              "immigration/benefits questions"]) + ".",
          "SOURCES: pt, chart review" + (f", {rel0} {n0} by phone ({c.ph()})" if r.random() < .7 else "") + ".", ""]
    L += ["PSYCHOSOCIAL:"]
    L.append(r.choice([f"Pt lives at {c.addr()} with {rel0} {n0}.",
                       f"Pt was evicted from {M('STREET', c.street)} on {c.D(c.off(-r.randrange(3, 90)))}; now staying with {rel0} in {M('CITY', c.city2)}.",
                       f"Pt has been unhoused since {c.D(c.off(-r.randrange(30, 600)), 'BY')}, sleeping at {c.lm()}."]))
    if r.random() < .7:
        L.append(("Grandchildren: " if c.age > 55 else "Children: ") + "; ".join(_kids(c)) + ". " + r.choice(["Custody shared.", "Children currently with maternal grandmother.",
                                                                      "Safe with partner during admission."]))
    if r.random() < .5:
        L.append(f"Born in {M('COUNTRY', c.born)}; arrived {M('DATE', str(c.d0.year - r.randrange(1, 25)))}. Primary language "
                 + r.choice(["Spanish", "Somali", "Arabic", "Vietnamese", "Tigrinya", "English", "Punjabi", "Ukrainian"])
                 + "; " + r.choice(["interpreter used", "declined interpreter"]) + ".")
    L.append(r.choice([f"Income: {r.choice(['SSDI', 'SSI', 'ODSP', 'AISH', 'none', 'wages'])} ~${r.randrange(0, 2400)}/mo. SNAP active.",
                       f"Employment: {M('PROFESSION', c.prof)} at {M('ORGANIZATION', c.employer)} until {c.D(c.off(-r.randrange(10, 300)), 'BY')}.",
                       f"Works as a {M('PROFESSION', c.prof)}; {rel0} is a {M('PROFESSION', r.choice(P.PROFESSIONS))}."]))
    L.append(r.choice(["Transportation: bus pass.", f"Transportation: own car, {r.choice(['2009 Honda Civic', 'old minivan', 'pickup'])}, plate {M('VEHICLE', phi.vehicle(r, 'plate'))} (currently impounded).",
                       "Transportation: relies on family.", f"Transportation: {'Medicaid ride service' if c.country == 'US' else 'accessible transit'}, trip ID {M('IDNUM', phi.digits(r, 8))}."]))
    if r.random() < .5:
        L.append(f"CPS/child welfare: worker {M('FAMILY', cps.fmt('full'))}, {c.ph(ext=True)}, case #{M('IDNUM', phi.idnum(r, 'referral'))}. "
                 + r.choice(["Safety plan in place.", "Investigation opened " + c.D(c.off(-r.randrange(1, 20)), 'md') + ".", "Case closed last year."]))
    L.append(" ".join(neg.words(r, 2)))
    L += ["", "INTERVENTIONS:"]
    iv = [f"Called {M('ORGANIZATION', phi.agency(r))} ({c.ph()}) re: shelter bed; spoke with {M('FAMILY', Person(r).fmt('first'))}, "
          f"bed held until {phi.clock(r, '12')} {c.D(c.off(1), r.choice(['A', 'md']))}.",
          f"Faxed referral to {M('HOSPITAL', phi.resi(r))} at {c.fax()}.",
          f"{'Medicaid' if c.country == 'US' else 'Provincial drug plan'} application submitted, confirmation #{M('IDNUM', phi.idnum(r, 'referral'))}.",
          f"Left VM for {rel0} {n0} at {c.ph()}.",
          f"Provided list of food banks incl. {M('ORGANIZATION', phi.agency(r))}.",
          f"Completed IPV screen privately; pt declined shelter, given hotline.",
          f"Pharmacy voucher for 7-day supply at {M('HOSPITAL', c.pharm)}."]
    L += ["- " + x for x in r.sample(iv, r.randrange(3, 6))]
    L += ["", "PLAN: " + r.choice([f"SW to follow; family meeting {c.D(c.off(r.randrange(1, 5)), 'amd')} {phi.clock(r, '12')}.",
                                   f"Dc to {M('HOSPITAL', phi.resi(r))} when bed available; ETA {c.D(c.off(r.randrange(1, 7)), 'md')}.",
                                   "Outpatient CM referral placed."]), ""]
    L += B.sig(c, c.cm, label="Social Worker")
    return L


def case_mgmt(c):
    r = c.r
    prog = r.choice(["Rapid Re-Housing", "Permanent Supportive Housing", "Housing First", "ACT Team", "Targeted Case Management",
                     "Street Outreach", "ICM Team"])
    ag = phi.svc_agency(r)
    L = [M("ORGANIZATION", ag), f"{prog} - {r.choice(['Case Management Contact Note', 'Service Note', 'Housing Navigation Note', 'Outreach Encounter'])}", ""]
    L.append(f"Client: {c.P(r.choice(['full', 'lf', 'LFM', 'fml']))}   HMIS ID: {M('IDNUM', phi.idnum(r, 'hmis'))}   DOB: {c.DOB()}")
    L.append(f"Date of contact: {c.D()}   Time: {phi.clock(r, '12')}   Type: {r.choice(['field', 'office', 'phone', 'home visit', 'collateral'])}")
    L.append(f"Case manager: {c.cm.sig(r)}" + (f"   Peer: {c.peer.sig(r)}" if r.random() < .4 else ""))
    L.append("")
    ll = Person(r)
    unit_addr = f"{M('STREET', phi.street(r))}, {M('CITY', c.city)}"
    narr = [r.choice([f"Met {c.who()} at {c.lm()} per plan.", f"Home visit at {c.addr()}.",
                      f"{c.who()} walked in to office without appt.", f"Phone contact with {c.who()} at {c.tel()}."]),
            r.choice([f"Transported client to {M('ORGANIZATION', phi.town(r) + ' Housing Authority')} for voucher briefing; voucher #{M('IDNUM', phi.digits(r, 7))} issued, expires {c.D(c.off(r.randrange(60, 120)))}.",
                      f"Viewed unit at {unit_addr} with landlord {M('FAMILY', ll.fmt('full'))} ({c.ph()}); rent ${r.randrange(650, 1800)}, move-in target {c.D(c.off(r.randrange(10, 40)), 'bd')}.",
                      f"Client reports {c.pt.his} {r.choice(['property manager', 'landlord', 'roommate'])} {M('FAMILY', ll.fmt('first'))} threatened eviction; notice dated {c.D(c.off(-r.randrange(1, 15)), 'md')}.",
                      f"Assisted with lease signing for {unit_addr}, unit inspection passed {c.D(c.off(-r.randrange(1, 6)), 'mdY')}."]),
            r.choice([f"Ordered birth certificate from {M('STATE', c.state)} vital records; order #{M('IDNUM', phi.digits(r, 9))}.",
                      f"Replacement ID appointment at DMV {c.D(c.off(r.randrange(2, 20)), 'amd')} {phi.clock(r, '12')}.",
                      f"Client received Lifeline phone, IMEI {M('DEVICE', phi.device_id(r))}, new number {c.ph()}.",
                      f"SSA appointment {c.D(c.off(r.randrange(3, 30)), 'AbdY')} re: SSI; claim #{M('IDNUM', phi.digits(r, 9))}.",
                      f"Belongings in storage unit {M('LOCATION_OTHER', phi.room(r))} at {M('ORGANIZATION', r.choice(P.CLINIC_W) + ' Self Storage')}; rent paid through {c.D(c.off(30), 'BY')}."]),
            r.choice([f"Client asked CM to call {c.relp(0)} at {c.ph()}; left message.",
                      f"Vehicle (VIN {M('VEHICLE', phi.vehicle(r, 'vin'))}) registration expired; client sleeping in it near {c.lm()}.",
                      f"Client working {r.randrange(8, 30)} hrs/wk as a {M('PROFESSION', c.prof)} at {M('ORGANIZATION', c.employer)}.",
                      f"Med delivery from {M('HOSPITAL', c.pharm)} confirmed."]),
            r.choice(neg.WORDNEG), r.choice(neg.WORDNEG)]
    L += ["Narrative:", " ".join(narr), ""]
    if r.random() < .5:
        L += ["Goals / ISP:",
              f"1. Obtain housing by {c.D(c.off(r.randrange(30, 120)), r.choice(['BY', 'mdY']))} - {r.choice(['in progress', 'met', 'revised'])}",
              f"2. Connect with psychiatry ({c.np.dr(r)} at {M('HOSPITAL', c.clinic)}) - appt {c.D(c.off(r.randrange(3, 20)), 'md')}",
              "3. Income: SOAR application " + r.choice(["submitted", "pending medical records", "approved"]), ""]
    L += ["Follow-up: " + r.choice([f"CM to meet client {c.D(c.off(r.randrange(1, 8)), 'amd')} at {c.lm()}.",
                                    f"Next contact {c.D(c.off(r.randrange(1, 8)), 'md')}; client can be reached at {c.tel()} or {M('EMAIL', c.email)}.",
                                    "Weekly contact per ISP."]),
          f"Units: {r.randrange(1, 9)} x 15 min (T1017). Mileage {r.randrange(2, 60)} mi."]
    L += B.sig(c, c.cm)
    if r.random() < .3:
        L.append(f"Supervisor review: {c.ther.sig(r)} {c.D(c.off(r.randrange(1, 5)), 'md')}")
    return L


TOPICS = ["Relapse Prevention", "DBT Skills - Distress Tolerance", "Seeking Safety", "Anger Management",
          "Men's Process Group", "Women's Trauma Group", "IOP Psychoeducation - Triggers", "Coping Skills",
          "Medication Education", "Grief and Loss", "Early Recovery Skills", "Hearing Voices Group"]


def group_therapy(c):
    r = c.r
    topic = r.choice(TOPICS)
    site = c.clinic if r.random() < .6 else phi.resi(r)
    t1 = r.randrange(9, 18)
    L = [M("HOSPITAL", site), f"GROUP THERAPY NOTE - {topic}" if r.random() < .5 else f"Group Psychotherapy Progress Note ({topic})"]
    L.append(f"Date: {c.D()}   Time: {t1:02d}00-{t1 + 1:02d}30   Room: {M('LOCATION_OTHER', phi.room(r))}   CPT 90853")
    co = c.couns if r.random() < .5 else c.peer
    if r.random() < .4:
        L.append(f"Facilitated by {c.ther.dr(r)} and {co.dr(r)}")
    else:
        L.append(f"Facilitator: {c.ther.sig(r)}   Co-facilitator: {co.sig(r)}")
    roster = r.random() < .35
    if roster:
        L += ["", "ATTENDANCE (client | ID | status):"]
        n = r.randrange(5, 10)
        for i in range(n):
            if i == 0:
                nm, idv = c.P(r.choice(["lf", "full"])), c.mrn
            else:
                p = Person(r)
                nm, idv = M("PATIENT", p.fmt(r.choice(["lf", "full", "fi"]))), phi.mrn(r)
            L.append(f"  {nm} | {M('MRN', idv)} | {r.choice(['present', 'present', 'present', 'late', 'absent - excused', 'absent'])}")
        L.append(f"Members present: {n - r.randrange(0, 3)} of {n}.")
    else:
        L.append(f"Client: {c.P(r.choice(['lf', 'full', 'LFM']))}   MRN: {M('MRN', c.mrn)}   Members present: {r.randrange(4, 12)}")
    L.append("")
    L.append("Group content: " + r.choice([
        "Reviewed HALT (hungry, angry, lonely, tired) and high-risk situations; members built a personal relapse map.",
        "TIPP skills practiced (temperature, intense exercise, paced breathing, paired muscle relaxation).",
        "Discussed safety vs. danger in relationships; handout 'Detaching from Emotional Pain'.",
        "Psychoeducation on PAWS and cravings; urge-surfing exercise.",
        "Members shared coping strategies for holidays and anniversaries."]) + " " + r.choice(neg.WORDNEG))
    rel0, n0 = c.rel(0)
    part = [r.choice([f"{c.who()} shared that {c.pt.his} {rel0} {n0} will be at the family session on {c.D(c.off(r.randrange(2, 10)), 'A')}.",
                      f"{c.who()} disclosed a lapse on {c.D(c.off(-r.randrange(1, 6)), 'amd')} after being paid at {M('ORGANIZATION', c.employer)}.",
                      f"{c.who()} talked about {c.pt.his} daughter's birthday ({c.D(c.off(r.randrange(1, 30)), 'Bd')}) and fear of relapsing around family.",
                      f"{c.who()} described growing up in {M('CITY', c.city2)} and losing {c.pt.his} father at age {M('AGE', r.randrange(5, 17))}.",
                      f"{c.who()} was quiet, engaged when peers discussed {c.hol()}."]),
            r.choice(["Offered supportive feedback to a peer.", "Left group early (10 min) for a smoke break.", "Redirected x1 for side talk.",
                      "Appeared sedated, nodding at times."]),
            neg.scores(r, 1) + "."]
    if roster:
        L += ["", f"Participation ({c.P('first')}): " + " ".join(part)]
    else:
        L += ["", "Client participation: " + " ".join(part)]
    L += ["Response: " + r.choice(["active, receptive", "minimal", "appropriate", "guarded but improving"]) + ".",
          f"Plan: continue group {r.choice(['3x/week', 'weekly', 'M/W/F'])}; next {c.D(c.off(r.randrange(1, 7)), r.choice(['amd', 'md', 'A']))}.", ""]
    L += B.sig(c, c.ther)
    return L
