"""Genres: psychology session notes, peer-support / outreach logs, discharge letters,
telehealth session and record-access audit logs."""
import datetime as dt

from phi import m
from genres_a import V, kv, he, his, intro, relw, sign, social, subst_hx, mse, DX


def psychology_session(c, n):
    d = c.day(-3, 0)
    mod = c.ch(["CBT", "DBT skills", "EMDR", "trauma-focused CBT", "ACT", "schema therapy", "CFT", "IPT"])
    L = [c.ch(["Psychology Session Note", "PSYCHOLOGICAL THERAPY - SESSION RECORD", "Therapy Progress Note",
               "Clinical Psychology Contact"]) + f" ({mod})"]
    L.append(kv(c, [("Client", c.pfull()), ("DOB", c.dobs() if c.r.random() < 0.5 else None), ("ID", c.mrn()),
                    ("Session", f"{c.r.randint(1, 20)} - {c.date(d)} {n.time()}"),
                    ("Therapist", c.dr("psychologist", form=c.ch(["full_cred", "dr_full", "full"]))),
                    ("Setting", c.ch([c.h("cmht"), c.h("sud"), "video", "telephone", c.h("ward")]))]))
    L.append("")
    L.append("Measures: " + ", ".join(n.score() for _ in range(c.r.randint(2, 3))) + ".")
    L.append("")
    L.append("Content:")
    k, fam = c.rel()
    L.append(c.ch([
        f"{c.pn(c.ch(['given', 'title_sur']))} described a flashback triggered on {c.date(c.day(-7, -1), 'wd')} when {he(c)} passed {c.landmark()}, "
        f"near where the assault happened in {c.year()} when {he(c)} was {m('AGE', str(c.r.randint(6, 17)))}.",
        f"We explored the grief after {his(c)} {k} {fam} died on {c.date(c.day(-900, -60), c.ch(['long', None]))} aged {m('AGE', str(c.r.randint(40, 95)))}. "
        f"Anniversary falls near {c.holiday()}.",
        f"Worked on a chain analysis of the self-harm on {c.date(c.day(-6, -1), c.ch(['short', 'wd', None]))}: argument with {k} {fam}, drank, cut at about {n.time()}.",
        f"{c.pn('given')} practised grounding. Reports that {his(c)} {k}, {fam}, {c.ch(['is supportive', 'criticises therapy', 'has been unwell', 'moved out'])}."]))
    L.append(c.ch([f"Core belief 'I am worthless' rated {c.r.randint(40, 100)}%. {n.namelike()}",
                   f"Discussed returning to work as a {c.prof()} at {c.o('employer')}; manager {c.rel('manager', form='full')[1]} is supportive.",
                   f"Childhood: raised by {relw(c)} in {c.ch([c.town(), c.abroad()])}; attended {c.o('school')}.",
                   f"Sleep diary shows {c.r.randint(2, 6)} hours a night; {n.med()} started by {c.dr('psychiatrist', form='dr_sur')}."]))
    L.append(c.ch([f"Used {n.subst()} {c.ch(['twice', 'once', 'daily'])} since last session, mainly with {relw(c, 'friend')}.",
                   "No substance use reported.", subst_hx(c, n)]))
    L.append(c.ch([f"Attendance: DNA {c.date(c.day(-30, -8), 'short')}, cancelled {c.date(c.day(-7, -2), 'short')} (childcare for {relw(c, 'son')}).",
                   f"Previous sessions: {c.date(c.day(-28, -22), 'short')}, {c.date(c.day(-21, -15), 'short')}, {c.date(c.day(-14, -8), 'short')}.",
                   f"Letter from {his(c)} {relw(c, 'partner')} ({c.email(c.last)}) received {c.date(c.day(-5, -1))}."]))
    L.append(f"Medication (per GP): {'; '.join(n.meds(c.r.randint(1, 3)))}. {n.filler(2)}")
    L.append("")
    L.append("Risk: " + c.ch(["No current SI. Safety plan reviewed.", f"Passive SI; {n.score()}. Crisis numbers given.",
                              f"Self-harm x2 since last session; informed {V(c, 'cw')} {c.dr('cw', form=c.ch(['full', 'given']))}."]))
    L.append("Homework: " + c.ch(["thought record x3", "opposite action practice", "safe place exercise daily",
                                  "behavioural activation schedule", "values card sort"]) + ".")
    L.append(f"Next session: {c.date(c.day(4, 14), c.ch(['wd', 'long', 'short', None]))} {n.time()}"
             + c.ch(["", f", video link {c.url()}", f", {c.room()}"]) + ".")
    L.append(c.ch([f"Supervision: discussed with {c.dr('supervisor', form=c.ch(['dr_full', 'full']))} on {c.date(c.day(0, 3), 'wd')}.",
                   f"Copy of formulation letter to {V(c, 'gp')} {c.dr('gp', form='dr_sur')} at {c.h('gp')} (fax {c.phone('FAX')}).",
                   f"Contact details updated: {c.phone()}, {c.email()}."]))
    L.append("")
    L.append(sign(c, "psychologist", V(c, "psy")))
    return "\n".join(L)


def peer_outreach(c, n):
    d0 = c.day(-12, -4)
    org = c.ch([c.o("charity", "outreach"), c.h("sud")])
    L = [c.ch(["Street Outreach Log", "Peer Support Contact Log", "Harm Reduction Outreach - Contact Notes",
               "Peer Recovery Coach Log", "Outreach Van Shift Log"]) + f" - {org}"]
    team = [c.st("peer"), c.st("peer2")]
    L.append(kv(c, [("Client", c.pn(c.ch(["full", "given_init", "nick", "full"])) + c.nick_phrase()),
                    ("DOB", c.dobs() if c.r.random() < 0.4 else None), ("Client ID", c.mrn() if c.r.random() < 0.6 else None),
                    ("Phone", c.phone() if c.r.random() < 0.6 else "none"),
                    ("Workers", f"{c.dr('peer', form=c.ch(['full', 'given']))} and {c.dr('peer2', form=c.ch(['full', 'given']))}"),
                    ("Van", c.vehicle()[1] if c.r.random() < 0.5 else None)]))
    L.append("")
    d = d0
    for i in range(c.r.randint(3, 6)):
        d = d + dt.timedelta(days=c.r.randint(1, 3))
        who = c.dr(c.ch(["peer", "peer2"]), form="given")
        ev = c.ch([
            f"Found {c.pn(c.ch(['given', 'nick']))} sleeping at {c.landmark()}; gave blanket and water. {n.namelike()}",
            f"{c.pn('given')} called from a borrowed phone ({c.phone()}) asking for a bed; {c.ch(['2', '3', 'no'])} beds at {c.o('charity', 'shelter')}.",
            f"Naloxone kit given; {c.pn('given')} reports using {n.subst()} with {relw(c, 'friend')} behind {c.landmark()}.",
            f"Accompanied {c.pn('given')} to {c.h('gp')} for wound care; seen by {c.dr('gp', form='dr_sur')}.",
            f"Drove {c.pn('given')} to {c.h('otp')} for first dose ({c.ch(['methadone 30 mg', 'buprenorphine 4 mg', 'buprenorphine/naloxone 8/2 mg'])}).",
            f"Met at {c.o('charity', 'food')}; talked about {his(c)} {relw(c)} and wanting to see the kids for {c.holiday()}.",
            f"No contact - not at usual spot near {c.addr() if c.r.random() < 0.3 else c.landmark()}. Left card with {relw(c, 'friend')}.",
            f"Helped complete {n.benefit()} form; {n.public()} appointment on {c.date(c.day(2, 20), c.ch(['wd', 'short']))}.",
            f"Sharing my own recovery story; {c.pn('given')} said {he(c)} has been clean {c.r.randint(1, 30)} days. Peer goal: attend group on {c.weekday(c.day(1, 6))}."])
        L.append(f"{c.date(d, c.ch(['short', 'wd', 'num', None]))} {n.clock()} ({who}): {ev}")
    L.append(f"Notes: {n.filler(3)}")
    L.append("")
    L.append(c.ch([f"Plan: keep checking {c.landmark()}; warm handover to {c.h('sud')} intake worker {c.dr('intake', form='full')}.",
                   f"Plan: {c.pn('given')} to text {c.dr('peer', form='given')} on {c.phone()}; referral to {c.o('housing')}.",
                   f"Plan: follow-up {c.date(c.day(1, 5), 'wd')} {n.time()}; bring ID docs to {c.o('charity', 'outreach')}."]))
    L.append(f"Supplies: {c.r.randint(1, 20)} x sterile kits, {c.r.randint(1, 4)} x naloxone, fentanyl test strips.")
    L.append(f"Logged by {c.dr('peer', form=c.ch(['full', 'full_cred', 'init_sur']))} ({c.user(c.st('peer'))})")
    return "\n".join(L)


def discharge_letter(c, n):
    adm = c.day(-60, -10)
    dis = c.day(-3, 0)
    hosp = c.h("hospital")
    gp = c.h("gp")
    L = [f"{hosp}", f"{c.h('ward')}", f"{c.street()}, {c.town('hosp')}" + (f", {c.state()}" if c.c in ("US", "ZA") and c.r.random() < 0.6 else ""),
         f"Tel: {c.phone()}  Fax: {c.phone('FAX')}", ""]
    L.append(c.date(dis, c.ch(["long", None])))
    L.append("")
    L.append(c.dr("gp", form=c.ch(["dr_full", "dr_sur"])))
    L.append(f"{gp}\n{c.street()}\n{c.town('gp')} {c.zipc()}")
    L.append("")
    L.append(f"Dear {c.dr('gp', form='dr_sur')},")
    L.append("")
    L.append(f"Re: {c.pfull()}, DOB {c.dobs('num')}, {c.ch({'US': ['MRN'], 'UK': ['NHS No', 'Hospital No'], 'NZ': ['NHI'], 'ZA': ['Folder No', 'Hospital No']}[c.c])} {c.mrn()}")
    L.append(f"{c.addr()}")
    L.append("")
    L.append(f"Admitted: {c.date(adm)}   Discharged: {c.date(dis)}   Legal status on discharge: {c.ch(['informal', n.legal()])}")
    dx, code = c.ch(DX)
    L.append(f"Diagnosis: {dx} ({code})" + c.ch(["", "; {} ({})".format(*c.ch([("alcohol use disorder", "F10.20"), ("cannabis use disorder", "F12.10"), ("opioid dependence", "F11.20"), ("homelessness", "Z59.0")]))]))
    L.append("")
    L.append(f"{intro(c)} was admitted to {c.h('ward')} via {c.h('ed')} after {c.ch(['a serious overdose', 'a relapse of psychosis', 'threats to kill a neighbour', 'a period of self-neglect'])}. "
             f"{c.ch(['Collateral', 'History'])} from {his(c)} {relw(c)} confirmed deterioration since {c.monthyear(adm - dt.timedelta(days=40))}.")
    L.append(c.ch([f"{he(c).capitalize()} was treated with {n.med()} with good effect. {n.score()} at discharge.",
                   f"Clozapine was started on {c.date(adm + dt.timedelta(days=12), c.ch(['short', None]))}; {n.labs()}.",
                   f"Detoxified with {n.med()}; {n.score()} peaked on day {c.r.randint(2, 4)}. Thiamine given (Wernicke's encephalopathy risk)."]))
    L.append(c.ch([f"Home leave over {c.holiday()} with {his(c)} {relw(c)} went well.",
                   f"{he(c).capitalize()} was secluded once ({c.date(adm + dt.timedelta(days=3), 'short')}) in {c.room()}.",
                   f"{n.namelike()}"]))
    L.append(n.filler(3))
    L.append("")
    L.append("Medication on discharge: " + "; ".join(n.meds(c.r.randint(3, 6))) + ".")
    L.append("")
    L.append("Follow-up:")
    L.append(f"- {c.h('cmht')}: {V(c, 'cw')} {c.dr('cw', form=c.ch(['full', 'full_cred']))} to see within 72 hours ({c.date(dis + dt.timedelta(days=2), c.ch(['wd', 'short']))}).")
    L.append(c.ch([f"- Outpatient review with {c.dr('psychiatrist', form='dr_sur')} on {c.date(dis + dt.timedelta(days=c.r.randint(14, 40)))}.",
                   f"- {c.h('sud')} appointment {c.date(dis + dt.timedelta(days=c.r.randint(3, 12)), 'wd')} {n.time()}.",
                   f"- Depot due {c.date(dis + dt.timedelta(days=14), 'short')} at {gp}."]))
    L.append(c.ch(["- Please monitor bloods (" + n.labs() + ").", f"- Weekly dispensing via {c.h('pharmacy')}.",
                   f"- Return to work as a {c.prof()} discussed; fit note for {c.ch(['2/52', '4/52', '6 weeks'])}."]))
    L.append("")
    L.append("Yours sincerely,")
    L.append("")
    L.append(c.dr("trainee", form=c.ch(["dr_full", "full_cred"])) + f", {V(c, 'trainee')}, for {c.dr('psychiatrist', form='dr_full')}")
    L.append(c.ch(["", f"Dictated {c.date(dis, 'short')}; typed {c.date(dis + dt.timedelta(days=1), 'short')} by {c.dr('secretary', form=c.ch(['initials_lc', 'full']))}"]))
    L.append(f"cc: {c.pn(c.ch(['title_full', 'full']))}; {c.h('cmht')}" + c.ch(["", f"; {c.email(c.st('cw'), org=True)}"]))
    return "\n".join(L)


def telehealth_audit(c, n):
    d = c.day(-4, 0)
    L = [c.ch(["Telehealth Session Record and Access Audit", "VIDEO CONSULTATION LOG", "EHR Access Audit Extract",
               "Virtual Visit - Technical Log"])]
    L.append(kv(c, [("Patient", c.pfull()), (c.ch(["MRN", "Record", "Client ID"]), c.mrn()),
                    ("Encounter", c.account()), ("Service", c.ch([c.h("cmht"), c.h("sud"), c.h("otp"), c.h("crisis")])),
                    ("Clinician", c.dr(c.ch(["psychiatrist", "psychologist", "counsellor"]), form=c.ch(["full_cred", "dr_full", "full"]))),
                    ("Date", c.date(d))]))
    L.append("")
    L.append(f"Invitation sent to {c.email()} at {n.clock()}; link {c.url()}.")
    dev = c.device()
    L.append(c.ch([f"Patient joined from {c.ip()} ({c.ch(['mobile', 'home broadband', 'library wifi'])}); {dev[0]} {dev[1]}.",
                   f"Patient device: {dev[0]} {dev[1]}; public IP {c.ip()}.",
                   f"Joined via the clinic kiosk at {c.h('gp')}, {c.room()}, kiosk IP {c.ip()}."]))
    L.append(f"Identity verified: {c.ch(['DOB and address', 'photo ID', 'security question'])}" +
             c.ch(["", "; {} {}".format(*c.bioid())]) +
             f". Patient location during call: {c.ch([c.addr(), c.town(), 'car park at ' + c.h('gp')])}.")
    L.append(c.ch([f"Call dropped at {n.clock()}; reconnected by phone {c.phone()}.", "No technical issues.",
                   f"Audio only due to bandwidth; {n.namelike()}"]))
    L.append(f"Clinical summary: {c.ch(['medication review', 'dose review', 'risk review', 'follow-up after crisis'])}; {n.score()}; {n.med()}; {n.med()}. {n.filler(2)}")
    L.append("")
    L.append("Access log:")
    users = [c.st(c.ch(["psychiatrist", "counsellor", "psychologist"])), c.st("admin"), c.st("cw")]
    for i in range(c.r.randint(4, 8)):
        u = c.ch(users)
        act = c.ch(["VIEW", "EDIT note", "PRINT", "VIEW results", "SIGN", "EXPORT letter", "VIEW demographics"])
        L.append(f"{c.date(d + dt.timedelta(days=c.r.choice([0, 0, 1])), c.ch(['iso', 'num']))} {n.clock()} | {c.user(u)} | {c.ip()} | {act}")
    if c.r.random() < 0.6:
        L.append(f"Flag: break-glass access by {c.user(c.st('audit', new=True))} from {c.ip()} - reviewed by privacy officer {c.dr('privacy', form='full')}.")
    L.append("")
    L.append(f"Report generated by {c.user(c.st('admin'))} on {c.date(c.day(0, 2), c.ch(['iso', None]))}; queries to {c.email(c.st('admin'), org=True)}.")
    return "\n".join(L)


GENRES_C = {"psychology_session": psychology_session, "peer_outreach": peer_outreach,
            "discharge_letter": discharge_letter, "telehealth_audit": telehealth_audit}
