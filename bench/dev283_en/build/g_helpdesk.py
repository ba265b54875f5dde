"""Genre (own choice): medical-device network / IT service desk tickets
(central stations, pump servers, dispensing cabinets, remote monitoring)."""
import clinical as C
import ids
import phi
from context import Case, Dev
from notebuilder import Note

GENRE = "device_it_ticket"

PROBLEMS = [
    ("mon", "Central station not showing bed {bed} - monitor shows 'No network'"),
    ("vip", "Pumps on ward not syncing drug library - status 'pending' for {n} days"),
    ("adc", "Cabinet biometric login failing for nurse - fingerprint not recognised"),
    ("adc", "Cabinet offline - biometric users cannot sign out controlled drugs"),
    ("pillbox", "Dispenser fingerprint unlock failing at dose times"),
    ("pillbox", "Remote dispenser for community pt not sending dose alerts"),
    ("homevent", "Remote monitoring hub for home ventilation pt offline"),
    ("ecg", "ECG cart cannot send to archive - 'DICOM association rejected'"),
    ("dialysis", "Home dialysis treatment data not uploading to renal portal"),
    ("mon", "Telemetry pack dropping out in {b} - gaps on full disclosure"),
]


def _worknote(n, k, who_u, d_off, text):
    r = k.rng
    t = k.ts.pop(0) if k.ts else "23:59"
    n.f("{d} {t}:{sec} - {u} (Work notes)\n", d=k.d(d_off, k.wn_style), t=t, sec="%02d" % r.randint(0, 59),
        u=(who_u, "USERNAME"))
    n.add(text)
    n._txt("\n")


def gen(rng, country, lower):
    r = rng
    key, prob = r.choice(PROBLEMS)
    k = Case(r, country, dev_key=key)
    c, dv = k.c, k.dev
    n = Note(lower)
    tk = k.newid("ticket")
    u_eng, u_eng2, u_call = phi.username(k.eng, r), phi.username(k.eng2, r), phi.username(k.nurse, r)
    ip, ip2 = phi.ipaddr(r), phi.ipaddr(r)
    n.f("{tv} | {pri} | {state}\n", tv=(tk[1], "IDNUM"), pri=r.choice(["P2 - High", "P3 - Moderate", "P1 - Critical", "P4 - Low"]),
        state=r.choice(["Resolved", "In progress", "Closed", "On hold - awaiting vendor"]))
    k.ts = []
    base = r.randint(6 * 60, 14 * 60)
    for _ in range(6):
        base += r.randint(4, 80)
        base = min(base, 23 * 60 + 50)
        k.ts.append("%02d:%02d" % (base // 60, base % 60))
    k.wn_style = r.choice(["iso", "num"])
    n.f("Opened: {d} {t}   Channel: {ch}\n", d=k.d(0, k.wn_style), t=k.ts.pop(0), ch=r.choice(["Phone", "Self-service", "Email", "Walk-in"]))
    n.f("Caller: {who} ({u})   Location: {w}, {h}\n", who=k.s(k.nurse, "nurse", r.choice(["full", "full", "init_last"])),
        u=(u_call, "USERNAME"), w=k.ward_i(), h=k.hosp_i())
    n.f("Contact: {ph} / {em}\n", ph=(r.choice([k.ext, phi.phone_ext(r, c)]), "PHONE"), em=(phi.email(k.nurse, r), "EMAIL"))
    n.f("Assignment group: {g}   Assigned to: {who}\n", g=r.choice(["Clinical Engineering - Networked Devices", "HTM / Biomed IT",
                                                                   "EBME Systems", "Medical Device Integration"]),
        who=k.s(k.eng, "eng", "full"))
    n.f("CI: {mm} {desc}, asset {a}, s/n {s}\n", mm=dv.make_model, desc=dv.desc, a=(dv.asset, "DEVICE"), s=(dv.serial, "DEVICE"))
    n._txt("Short description: ")
    n.f(prob + "\n", bed=(k.bed, "LOCATION_OTHER"), n=str(r.randint(2, 20)), b=k.ward_i())
    n.line("")
    n.line("Description:")
    if key == "adc":
        bio = ids.bioid(r)
        n.f("{who} unable to log in to cabinet since this morning, tried 3 fingers. Enrolment record {bl} {bv}. "
            "Others on shift OK. Controlled drugs for {p} (bed {b}) being obtained via override with witness {w2}.\n",
            who=k.s(k.clerk, "nurse", "full"), bl=bio[0], bv=(bio[1], "BIOID"), p=k.pn(r.choice(["title_last", "init_last"])),
            b=(k.bed, "LOCATION_OTHER"), w2=k.s(k.nurse, "nurse", "first"))
    elif key in ("pillbox", "homevent", "dialysis"):
        n.f("Community pt {p} ({ml} {m}) at {a}. Hub IMEI {im}, last check-in {d}. {rel} {f} rang ward ({ph}) "
            "to say device shows red light. {dl}\n", p=k.pn(), ml=k.mrn[0], m=(k.mrn[1], "MRN"), a=k.addr_i(),
            im=(ids.imei(r), "DEVICE"), d=k.d(-r.randint(1, 4), "num"), rel=k.rel.capitalize(), f=k.fn("first"),
            ph=(k.fam_phone, "PHONE"), dl=C.drug_line(r, dv.key))
        if key == "pillbox" and r.random() < 0.7:
            bio = ids.bioid(r)
            n.f("Pt's {bl} {bv} re-enrolment may be needed (skin changes after chemo).\n", bl=bio[0], bv=(bio[1], "BIOID"))
    else:
        n.f("Device {a} at bed {b} (pt {p}) - {sd}. Device IP {ip}, gateway {gw}, MAC {mac}. Ward using local alarms only "
            "and 1:1 obs meanwhile. {hn}\n", a=(dv.asset, "DEVICE"), b=(k.bed, "LOCATION_OTHER"), p=k.pn(r.choice(["LF", "title_last", "first_init"])),
            sd=r.choice(["intermittent", "since power cut at 03:00", "after move from " + r.choice(["ED", "Theatres", "ICU"])]),
            ip=(ip, "IPADDR"), gw=(ip2, "IPADDR"), mac=(phi.mac(r), "DEVICE"), hn=r.choice(C.HARD_NEG))
    n.line("")
    off = 0
    _worknote(n, k, u_eng, off, ["Pinged ", (ip, "IPADDR"), " - ", r.choice(["no reply", "replies, 2 ms", "intermittent loss 40%"]),
                                 ". Switch port ", r.choice(["Gi1/0/14", "Gi2/0/33", "Fa0/7"]), " on VLAN ", str(r.randint(100, 999)), " ",
                                 r.choice(["down", "err-disabled", "up/up", "flapping"]), "."])
    off += r.choice([0, 0, 1])
    _worknote(n, k, u_eng2, off, [r.choice(["Checked server logs on ", "Restarted interface service on ", "Renewed certificate on "]),
                                  (phi.ipaddr(r), "IPADDR"), "; ", r.choice(["cert expired " , "queue backlog ", "DHCP lease conflict "]),
                                  k.d(-r.randint(0, 5), "num"), "."])
    off += r.choice([0, 1])
    if r.random() < 0.6:
        _worknote(n, k, u_eng, off, ["Vendor case raised with ", (k.supplier, "ORGANIZATION"), ", ref ",
                                     (ids.idnum(r, "complaint")[1], "IDNUM"), "; remote session from ", (phi.ipaddr(r), "IPADDR"),
                                     " approved by ", k.s(k.mgr, "eng", "full"), "."])
    _worknote(n, k, u_eng, off + r.choice([0, 1]), [r.choice(["Replaced patch lead and re-IP'd device.", "Firmware updated, device re-registered.",
                                                               "Re-enrolled user on cabinet; confirmed login OK x3.",
                                                               "Hub SIM replaced; test alert received on ward phone.",
                                                               "Reset TLS trust store; sync completed."]),
                                                    " Confirmed with ", k.s(k.nurse, "nurse", "first"), " on ", k.ward_i(), "."])
    n.line("")
    n.f("Resolution code: {rc}   Resolved by: {u}   {d}\n", rc=r.choice(["Solved (permanently)", "Workaround", "Vendor fix"]),
        u=(u_eng, "USERNAME"), d=k.d(off + 1, "num"))
    if r.random() < 0.5:
        n.f("Related: problem {pv}; change {cv}. KB article {kb}.\n", pv=(ids.idnum(r, "ticket")[1], "IDNUM"),
            cv=(ids.idnum(r, "cr")[1], "IDNUM"), kb="KB%07d" % r.randint(1000, 99999))
    if r.random() < 0.4:
        n.f("View: {u}\n", u=(phi.url(r, "wo"), "URL"))
    return n
