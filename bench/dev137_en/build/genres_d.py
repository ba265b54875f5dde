"""Genres: medication management visit, discharge summary / aftercare plan."""
import phi
import neg
import blocks as B
import pools as P
from phi import M
from people import Person


def med_mgmt(c):
    r = c.r
    prov = c.md if r.random() < .5 else c.np
    L = []
    if r.random() < .6:
        L += B.fac_header(c, c.clinic, contact=r.random() < .5)
    L.append(r.choice(["PSYCHIATRIC MEDICATION MANAGEMENT", "Med Management Follow-Up", "Psychiatry Follow-up Visit",
                       "Pharmacologic Management Note"]))
    L += B.demo(c, ["name", "dob", "mrn", "date"] + r.sample(["ins", "phone", "pcp", "acct"], 2), style=r.choice(["kv", "two"]))
    L.append(f"Provider: {prov.sig(r)}   Visit: {r.choice(['in person', 'video', 'phone (audio only)'])}   "
             f"CPT {r.choice(['99213 + 90833', '99214', '99214 + 90836', '99212'])}")
    last = c.off(-r.randrange(21, 120))
    L += ["", f"Interval history (last seen {c.D(last, r.choice(['md', 'mdY', 'bd']))}):"]
    rel0, n0 = c.rel(0)
    L.append(" ".join([
        f"{c.who()} reports {r.choice(['mood better', 'mood unchanged', 'more irritability', 'sleep 5-6 hrs', 'fewer panic attacks'])} since "
        f"{r.choice(['dose increase', 'starting the new med', 'last visit'])}.",
        r.choice([f"Side effects: {r.choice(['weight gain 4 kg', 'sexual side effects', 'morning sedation', 'tremor', 'restlessness'])}.",
                  "No side effects reported.", f"Missed doses around {c.hol()} while staying with {rel0} {n0}."]),
        r.choice([f"Back at work ({M('PROFESSION', c.prof)}) since {c.D(c.off(-r.randrange(5, 60)), 'bd')}.",
                  f"{rel0.capitalize()} {n0} accompanied, agrees with report.", "Denies SI/HI.",
                  f"Stressors: {c.pt.his} {r.choice(['son', 'mother', 'partner'])} hospitalized at {M('HOSPITAL', phi.hospital(r))}."]),
        r.choice(neg.WORDNEG)]))
    L += ["", neg.scores(r, 2) + ". " + " ".join(neg.eponyms(r, 1))]
    L += [""] + B.meds_block(c, header=r.choice(["Current meds:", "MEDICATIONS (reconciled):", "Med list:"]))
    if r.random() < .6:
        L += ["", "Weight/metabolic monitoring:"]
        w = r.uniform(55, 120)
        for i in range(r.randrange(3, 6), 0, -1):
            w += r.uniform(-1.5, 2.5)
            L.append(f"  {c.D(c.off(-i * r.randrange(28, 95)), 'mdy')}   {w:.1f} kg   BP {r.randrange(102, 150)}/{r.randrange(62, 95)}")
    if r.random() < .6:
        L += B.labs(c, c.off(-r.randrange(1, 30)), k=r.randrange(3, 7))
    if r.random() < .3:
        L.append(r.choice([f"CGM (Dexcom G7) sensor SN {M('DEVICE', phi.device_id(r))}: time in range {r.randrange(40, 90)}%.",
                           f"VNS generator (SN {M('DEVICE', phi.device_id(r))}) interrogated {c.D(c.off(-r.randrange(10, 80)), 'md')}, output 1.5 mA.",
                           f"Home BP cuff readings uploaded from device {M('DEVICE', phi.device_id(r))}."]))
    L += ["", "MSE: " + " ".join(neg.mse(r)[1:3])]
    L += [""] + B.problems(c, header="Assessment:")
    chg = r.choice(neg.PSYMEDS)
    L += ["Plan:",
          f"- {r.choice(['Increase', 'Continue', 'Decrease', 'Start', 'Taper off'])} {chg[0]} {chg[1]} {chg[2]}.",
          f"- eRx to {M('HOSPITAL', c.pharm)} ({c.ph()}), Rx #{M('IDNUM', phi.idnum(r, 'rx'))}." if r.random() < .7 else "- Samples given x14 days.",
          f"- PDMP reviewed {c.D()}; {r.choice(['no concerns', 'two prescribers noted, discussed', 'consistent'])}.",
          f"- Labs: {r.choice(['Li level + BMP', 'A1c, lipids', 'CBC w/ diff (ANC)', 'TSH, B12'])} before next visit.",
          f"- RTC {r.choice(['4 wks', '6-8 wks', '3 months', '2 wks'])}: {c.D(c.off(r.randrange(14, 90)), r.choice(['amd', 'mdY', 'AbdY']))}."]
    if r.random() < .3:
        L.append(f"- Patient portal message sent to {M('USERNAME', c.user)}.")
    L += [""] + B.sig(c, prov, prescriber=True)
    return L


def _appt(c, kind):
    r = c.r
    d = c.off(r.randrange(2, 14))
    t = phi.appt_time(r)
    if kind == "psych":
        who, where = c.np.sig(r), M("HOSPITAL", c.clinic)
    elif kind == "therapy":
        who, where = c.ther.sig(r), M("HOSPITAL", phi.clinic(r))
    elif kind == "sud":
        who, where = c.couns.sig(r), M("HOSPITAL", phi.otp(r))
    elif kind == "cm":
        who, where = c.cm.sig(r), M("ORGANIZATION", phi.agency(r))
    else:
        pcp = Person(r)
        who, where = f"Dr. {M('DOCTOR', pcp.last)}", M("HOSPITAL", phi.clinic(r))
    addr = f"{M('STREET', phi.street(r))}, {M('CITY', r.choice([c.city, c.city2]))}"
    return [f"  {kind.upper():<8} {who}, {where}", f"           {addr}   Tel {c.ph(ext=r.random() < .3)}",
            f"           {c.D(d, r.choice(['AbdY', 'amd', 'mdY']))} at {t}"]


def discharge(c):
    r = c.r
    adm = c.off(-r.randrange(3, 30))
    aftercare_only = r.random() < .35
    L = [M("HOSPITAL", c.hosp)]
    L.append("AFTERCARE PLAN / DISCHARGE INSTRUCTIONS" if aftercare_only else r.choice(
        ["DISCHARGE SUMMARY - INPATIENT PSYCHIATRY", "Psychiatric Discharge Summary", "DISCHARGE SUMMARY"]))
    L += B.demo(c, ["name", "dob", "mrn", "acct"], style="two")
    L.append(f"Admitted: {c.D(adm)}   Discharged: {c.D()}   LOS: {(c.d0 - adm).days} days   Unit: {M('HOSPITAL', c.unit)}")
    L.append(f"Attending: {c.md.dr(r)}   Legal status at discharge: {r.choice(['voluntary', 'hold rescinded', 'conditional release', 'AOT order'])}")
    L.append("")
    if not aftercare_only:
        rel0, n0 = c.rel(0)
        L += ["REASON FOR ADMISSION:",
              f"{c.A(r.choice(['year-old', 'yof', 'yo']))} brought by {r.choice(['police', 'EMS', 'family', 'mobile crisis'])} on "
              f"{c.D(adm, r.choice(['md', 'AbdY', 'BdY']))} under {c.legal[0]} after {r.choice(['SI with plan to overdose', 'manic episode with psychosis', 'alcohol withdrawal and SI', 'command AH to harm others'])}.",
              "", "HOSPITAL COURSE:",
              " ".join([f"Started {r.choice(neg.PSYMEDS)[0]} on {c.D(c.off(-(c.d0 - adm).days + 1), 'md')}, titrated.",
                        r.choice(neg.EPONYM).format(n1=5, n2=12, moca=26, csr="low risk"),
                        f"Family meeting {c.D(c.off(-r.randrange(1, 3)), 'A')} with {rel0} {n0} and {c.cm.dr(r)}.",
                        r.choice(["No seclusion or restraint.", "One episode of seclusion on day 2.", "CIWA protocol completed without complications."]),
                        r.choice(neg.WORDNEG)]), ""]
        L += B.problems(c, header="DISCHARGE DIAGNOSES:")
        L += [""] + B.meds_block(c, header="DISCHARGE MEDICATIONS:")
        L += ["", "Condition at discharge: " + r.choice(["improved, denies SI/HI, future oriented", "stable", "improved; chronic risk remains elevated"]),
              "Risk: " + neg.scores(r, 1) + ". " + r.choice(["Firearms: none per pt and family.", "Lethal means counseling done with family.", ""]), ""]
    L += ["AFTERCARE APPOINTMENTS:"]
    for k in r.sample(["psych", "therapy", "sud", "cm", "pcp"], r.randrange(2, 5)):
        L += _appt(c, k)
    dest = r.choice(["home", "family", "residential", "shelter"])
    where = {"home": c.addr(), "family": c.addr(), "residential": M("HOSPITAL", phi.resi(r)),
             "shelter": M("ORGANIZATION", phi.fill(r, r.choice(["{w} Shelter", "{t} Rescue Mission", "{w} Emergency Shelter"])))}[dest]
    L += ["", f"Discharged to: {dest} - {where}",
          f"Transport: {r.choice(['family', 'taxi voucher', 'agency van', 'self'])}" + (f" ({c.relp(1)})" if r.random() < .5 else ""),
          f"Crisis: call 988, or {M('HOSPITAL', phi.town(r) + ' Crisis Line')} {c.ph()}; nearest ED {M('HOSPITAL', c.hosp)}.", ""]
    if r.random() < .5:
        L += [f"Pt portal: {c.url()}  (username {M('USERNAME', c.user)})", ""]
    L += [f"Patient signature: ______________  {c.P('full')}   Date: {c.D(c.d0, 'mdY0')}"]
    if r.random() < .3:
        g = Person(r)
        L.append(f"Guardian: {M('FAMILY', g.fmt('full'))} ({r.choice(['legal guardian', 'POA', 'conservator'])})")
    L += [""] + B.sig(c, c.md if not aftercare_only else c.rn)
    L += B.cc(c, [c.np, c.ther] if r.random() < .5 else [c.cm])
    if r.random() < .4:
        L += B.transcription(c, c.md)
    return L
